// The OpenSSL calls the snapshot digests use: SHA-256 through the EVP interface, fed a chunk at a time. libzip already
// links this library for the wallet archives' AES (Docs/adr/0009-sha256-from-openssl.md).
#ifndef EXPLORE_CLIBCRYPTO_SHIM_H
#define EXPLORE_CLIBCRYPTO_SHIM_H

#include <openssl/evp.h>

#endif
