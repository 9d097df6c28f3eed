// The libzip calls the wallet archive reader and writer use (Debian's libzip 1.7.3, built with OpenSSL: WinZip AES
// and traditional PKWARE encryption).
#ifndef EXPLORE_CLIBZIP_SHIM_H
#define EXPLORE_CLIBZIP_SHIM_H

#include <zip.h>

#endif
