#ifndef FUZZER_DRIVER_H
#define FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with the program's arguments, calling `callback` with each input; returns the exit status.
/// Defined by libFuzzer (linked with `-sanitize=fuzzer`), for programs that have a `main` of their own.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
