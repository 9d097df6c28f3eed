// The OpenSSL calls the snapshot digests use: SHA-256 through the EVP interface, fed a chunk at a time. libzip already
// links this library for the wallet archives' AES (Docs/adr/0018-snapshot-sync.md).
#ifndef EXPLORE_CLIBCRYPTO_SHIM_H
#define EXPLORE_CLIBCRYPTO_SHIM_H

#include <openssl/evp.h>

#endif
