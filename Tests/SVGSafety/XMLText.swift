/// What of a text an XML document can carry.
public enum XMLText {
    /// `text` less the characters XML 1.0 cannot hold (C0 controls but tab, newline and
    /// return; U+FFFE, U+FFFF): what an escaped label reads back as.
    public static func storable(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter(XMLCheck.isChar)))
    }
}
