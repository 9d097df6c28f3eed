/// Sends keys to the screens' view models: each screen's file in `Screens/` adds the `send(_:to:)` for its view
/// model, through the same list of commands its help line is drawn from.
public enum KeyMap {}
