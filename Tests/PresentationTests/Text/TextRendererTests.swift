import Domain
import Presentation
import Testing

@Suite struct TextRendererTests {
    @Test func theMerchantListMatchesItsGoldens() {
        Golden.checkAll("merchant-list") { size, theme in
            TextRenderer.frame(SampleStates.merchantList, size: size, theme: theme)
        }
    }

    @Test func theMerchantDetailMatchesItsGoldens() {
        Golden.checkAll("merchant-detail") { size, theme in
            TextRenderer.frame(SampleStates.merchantDetail, size: size, theme: theme)
        }
    }

    @Test func theFiltersMatchTheirGoldens() {
        Golden.checkAll("filters") { size, theme in
            TextRenderer.frame(SampleStates.filters, size: size, theme: theme)
        }
    }

    @Test func theTerritoriesMatchTheirGoldens() {
        Golden.checkAll("territories") { size, theme in
            TextRenderer.frame(SampleStates.territories, size: size, theme: theme)
        }
    }

    @Test func theSyncStatusMatchesItsGoldens() {
        Golden.checkAll("sync-status") { size, theme in
            TextRenderer.frame(SampleStates.syncStatus, size: size, theme: theme)
        }
    }

    @Test func theCatalogExportMatchesItsGoldens() {
        Golden.checkAll("catalog-export") { size, theme in
            TextRenderer.frame(SampleStates.catalogExport, size: size, theme: theme)
        }
    }
}
