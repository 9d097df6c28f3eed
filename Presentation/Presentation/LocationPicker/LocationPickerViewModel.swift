import Domain
import Observation

/// Chooses where the user is: type part of a city's or territory's name, or a position `LAT,LON`; Enter chooses
/// the highlighted place, which is saved and then used for Nearby and every distance. A name that finds no place
/// lists the names it probably meant instead, under a line that says so ("zurik": Zürich).
///
/// The directory's places are read once when the picker opens; each key then filters them at once (there is no
/// query to wait for).
@MainActor @Observable
public final class LocationPickerViewModel {
    /// The screen as it stands; read it after each input and after `waitUntilIdle()`.
    public private(set) var state = LocationPickerViewState()
    @ObservationIgnored private var intents = IntentQueue<LocationPickerIntent>()
    @ObservationIgnored private let chooseLocation: ChooseLocation
    @ObservationIgnored private let work = RunningWork()
    /// The directory's places, once read (`nil` until then).
    @ObservationIgnored private var places: [Place]?
    @ObservationIgnored private var current: ChosenLocation?
    /// What each row stands for, in row order.
    @ObservationIgnored private var choices: [LocationChoice] = []

    /// The most rows listed: enough to scroll through a city's neighbours, few enough to read.
    static let rowLimit = 50

    /// The language the state's sentences are in, handed over by the composition root.
    public let words: Words

    /// - Parameter current: the location chosen now, shown at the top and kept on `Esc`.
    public init(current: ChosenLocation?, chooseLocation: ChooseLocation, words: Words = .english) {
        self.words = words
        self.current = current
        self.chooseLocation = chooseLocation
        state.current = Self.currentText(current, words)
        state.screenWords = ScreenWords(words)
    }

    /// The navigation asked for since the last call, oldest first; each intent is returned once.
    public func takeIntents() -> [LocationPickerIntent] {
        intents.take()
    }

    /// Returns when every load and save this screen started has finished.
    public func waitUntilIdle() async { await work.waitUntilIdle() }

    /// The screen is shown: reads the directory's places the first time.
    public func screenAppeared() {
        guard state.phase == .idle else { return }
        load()
    }

    /// Reads the places again after a failure.
    public func retryTapped() {
        guard case .failed = state.phase else { return }
        load()
    }

    /// The text changed (a key typed or deleted): the rows follow at once.
    public func textChanged(_ text: String) {
        state.text = TypedText.bounded(text)
        refreshRows()
    }

    /// Moves the highlight by rows (negative is up), stopping at the ends.
    public func selectionMoved(by offset: Int) {
        guard let index = state.selectedIndex else { return }
        state.selectedIndex = min(max(0, index + offset), state.rows.count - 1)
    }

    /// A place, a position or no location was chosen: saves it, keeping the current radius, and asks to close once
    /// it is saved. The row that offers it, if one does, is highlighted.
    public func locationChosen(_ choice: LocationChoice) {
        if let index = choices.firstIndex(of: choice) { state.selectedIndex = index }
        let radius = current?.radius ?? DistanceUnit.current.defaultRadius
        let location: ChosenLocation? =
            switch choice {
            case .place(let place): ChooseLocation.location(at: place, radius: radius)
            case .position(let coordinate):
                ChosenLocation(name: coordinate.text, coordinate: coordinate, radius: radius)
            case .forget: nil
            }
        let chooseLocation = self.chooseLocation
        work.start("choose") { [weak self] in
            do throws(LocalStoreError) {
                try await chooseLocation.choose(location)
                self?.intents.append(.chosen(location))
            } catch {
                self?.state.problem = ErrorMessages.sentence(for: error, words: self?.words ?? .english)
            }
        }
    }

    /// Esc: asks to close the picker, keeping the location as it was.
    public func backTapped() {
        work.cancelAll()
        intents.append(.back)
    }

    private func load() {
        state.phase = .loading
        let chooseLocation = self.chooseLocation
        work.load(
            "places", fetch: { () async throws(DirectoryError) in try await chooseLocation.allPlaces() },
            arrived: { [weak self] result in
                switch result {
                case .success(let places):
                    self?.places = places
                    self?.refreshRows()
                case .failure(let error):
                    self?.state.phase = .failed(ErrorMessages.sentence(for: error, words: self?.words ?? .english))
                }
            })
    }

    /// The rows for the text: a position when it is written like one, else the places it finds; with no text,
    /// "Forget the location" first when one is chosen.
    private func refreshRows() {
        guard let places else { return }
        let text = state.text.trimmingCharacters(in: .whitespaces)
        state.problem = nil
        state.notice = nil
        choices = []
        if Coordinate.looksWritten(text) {
            do throws(LocationError) {
                choices = [.position(try Coordinate(parsing: text))]
            } catch {
                state.problem = ErrorMessages.sentence(for: error, words: words)
            }
        } else {
            if text.isEmpty, current != nil { choices.append(.forget) }
            choices += ChooseLocation.matching(text, in: places).prefix(Self.rowLimit).map(LocationChoice.place)
            if choices.isEmpty, !text.isEmpty {
                // Nothing found: the names it probably meant, as `explore location set` suggests them, ready to choose.
                let near = ChooseLocation.suggestions(for: text, among: places)
                if !near.isEmpty {
                    state.notice = ErrorMessages.sentence(
                        for: LocationError.noPlace(text, suggestions: near.map(\.name)), words: words)
                    choices = near.map(LocationChoice.place)
                }
            }
        }
        state.rows = choices.map { Self.row($0, words) }
        state.selectedIndex = choices.isEmpty ? nil : 0
        if !choices.isEmpty {
            state.phase = .loaded
        } else if state.problem != nil {
            state.phase = .empty(words("picker.correct"))
        } else if places.isEmpty {
            state.phase = .empty(words("picker.no-places"))
        } else {
            state.phase = .empty(words("picker.no-match", text))
        }
    }

    private static func row(_ choice: LocationChoice, _ words: Words) -> LocationChoiceRow {
        switch choice {
        case .place(let place):
            let detail =
                switch place.kind {
                case .city:
                    place.territory.flatMap { $0 == place.name ? nil : words("picker.city-in", $0) }
                        ?? words("picker.city")
                case .territory: words("picker.territory")
                }
            return LocationChoiceRow(
                title: place.name, detail: detail, merchants: words.count(place.merchantCount, "count.merchants"),
                choice: choice)
        case .position(let coordinate):
            return LocationChoiceRow(title: coordinate.text, detail: words("picker.position"), choice: choice)
        case .forget:
            return LocationChoiceRow(
                title: words("picker.forget"), detail: words("picker.forget.detail"), isPinned: true, choice: choice)
        }
    }

    static func currentText(_ location: ChosenLocation?, _ words: Words = .english) -> String {
        guard let location else { return words("picker.none") }
        if location.territory != nil { return words("picker.now-in", location.name) }
        return words("picker.now", location.name, words.radius(location.radius))
    }
}
