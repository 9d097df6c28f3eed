// The libxml2 calls the catalog renderers use.
//
// Debian's libxml2 headers pull in the system ICU, whose symbols clash with the copy Foundation carries
// (`_FoundationICU`). Reading the version header first and undefining LIBXML_ICU_ENABLED keeps ICU out.
#ifndef EXPLORE_CLIBXML2_SHIM_H
#define EXPLORE_CLIBXML2_SHIM_H

#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/HTMLtree.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlIO.h>
#include <libxml/xmlmemory.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlwriter.h>

/// `xmlFree` is a global function pointer, which Swift 6 rejects as shared mutable state; call it through here.
static inline void explore_xmlFree(void *pointer) { xmlFree(pointer); }

#endif
