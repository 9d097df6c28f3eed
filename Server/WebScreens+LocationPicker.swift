import Domain
import Presentation
import WebUI

/// The location picker's pages: what the text finds, and a row chosen.
extension WebScreens {
    func locationPicker(_ address: ListAddress, text: String) async -> WebAnswer {
        let model = factory.locationPicker()
        model.screenAppeared()
        await model.waitUntilIdle()
        model.textChanged(text)
        await model.waitUntilIdle()
        let links = LocationPickerLinks(
            search: Self.form(.locationPicker, address.query.fields),
            rows: model.state.rows.indices.map { index in
                address.href(.chooseLocation, adding: [("find", text), ("choice", "\(index)")])
            },
            back: address.href, nearMe: address.with { $0.location = nil }.href)
        return .page(WebRenderer.page(model.state, links: links, frame: frame))
    }

    /// The picker's row chosen, then its `chosen` intent: the list, measured from that location (or from none).
    func chooseLocation(_ address: ListAddress, text: String, choice: String?) async throws(WebRefusal) -> WebAnswer {
        let model = factory.locationPicker()
        model.screenAppeared()
        await model.waitUntilIdle()
        model.textChanged(text)
        guard let choice, let index = Int(choice), model.state.rows.indices.contains(index),
            let chosen = model.state.rows[index].choice
        else { throw .badValue("choice", choice ?? "") }
        model.locationChosen(chosen)
        await model.waitUntilIdle()
        for case .chosen(let location) in model.takeIntents() {
            return .redirect(address.with { $0.location = location.map(VisitorLocation.init) }.href)
        }
        return .page(
            WebRenderer.problem(
                status: 500, title: frame.words.chooseLocation,
                message: model.state.problem ?? frame.words.problem(.nothingChosen), frame: frame), status: 500)
    }
}
