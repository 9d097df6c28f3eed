import Domain
import Foundation

/// Where the sync screen syncs from: read when it appears, typed and remembered.
extension SyncStatusViewModel {
    /// `s`: keys now go to the source field, which starts from the source set now.
    public func sourceEditTapped() {
        guard !state.sync.isActive else { return }
        state.isEditingSource = true
        state.sourceText = state.source ?? ""
        state.sourceProblem = nil
    }

    /// The typed source changed.
    public func sourceTextChanged(_ text: String) {
        state.sourceText = TypedText.bounded(text, to: TypedText.maximumAddressLength)
        state.sourceProblem = nil
    }

    /// Enter in the source field: a web address or a manifest file's path is remembered and becomes the source;
    /// anything else is refused with the reason, and the field stays.
    public func sourceSubmitted() {
        let url: URL
        do throws(SyncError) {
            url = try ManifestAddress.url(from: state.sourceText)
        } catch {
            state.sourceProblem = ErrorMessages.sentence(for: error)
            return
        }
        let syncDirectory = self.syncDirectory
        work.start("remember") { [weak self] in
            do throws(LocalStoreError) {
                try await syncDirectory.rememberSource(url)
                self?.sourceArrived(url)
                self?.state.isEditingSource = false
            } catch {
                self?.state.sourceProblem = ErrorMessages.sentence(for: error)
            }
        }
    }

    /// Esc in the source field: keeps the source as it was.
    public func sourceEditCancelled() {
        state.isEditingSource = false
        state.sourceText = ""
        state.sourceProblem = nil
    }

    func loadSource() {
        let syncDirectory = self.syncDirectory
        work.load(
            "source", fetch: { () async throws(LocalStoreError) in try await syncDirectory.source() },
            arrived: { [weak self] result in
                switch result {
                case .success(let url): self?.sourceArrived(url)
                case .failure(let error):
                    self?.sourceArrived(nil)
                    self?.state.sourceProblem = ErrorMessages.sentence(for: error)
                }
            })
    }

    private func sourceArrived(_ url: URL?) {
        source = url
        state.source = url.map(ManifestAddress.text(of:))
        state.isSourceKnown = true
    }
}
