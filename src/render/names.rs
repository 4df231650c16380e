//! A technique's name inside a sentence: "a hidden single", "an XY-wing".
//! Names that start with an acronym keep their capitals, and the article
//! follows how the first letter is spoken.

use crate::catalog::TechniqueId;

/// The name as it reads mid-sentence: "hidden single", but "XY-wing", "BUG+1".
pub fn in_sentence(id: TechniqueId) -> String {
    let name = id.name();
    if starts_with_acronym(name) || is_proper_name(name) {
        return name.to_string();
    }
    let mut chars = name.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The name with "a" or "an" before it.
pub fn with_article(id: TechniqueId) -> String {
    let name = in_sentence(id);
    let first = name.chars().next().unwrap_or('x');
    let vowel_sound = if starts_with_acronym(id.name()) {
        // Letters whose spoken names start with a vowel: "an X-wing", "an ALS-XZ".
        "AEFHILMNORSX".contains(first)
    } else {
        // "a unique rectangle": u sounds like "you" in every name we have.
        "aeio".contains(first)
    };
    format!("{} {name}", if vowel_sound { "an" } else { "a" })
}

/// "Sue de Coq": a name with a capital past its first word is named after
/// someone, and keeps its capitals mid-sentence.
fn is_proper_name(name: &str) -> bool {
    name.split(' ')
        .skip(1)
        .any(|w| w.chars().next().is_some_and(|c| c.is_ascii_uppercase()))
}

/// "XY-wing", "X-wing", "AIC", "BUG+1": the second character is not a small letter.
fn starts_with_acronym(name: &str) -> bool {
    let mut chars = name.chars();
    let first = chars.next().is_some_and(|c| c.is_ascii_uppercase());
    first && chars.next().is_some_and(|c| !c.is_ascii_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_as_people_say_them() {
        assert_eq!(with_article(TechniqueId::HiddenSingle), "a hidden single");
        assert_eq!(with_article(TechniqueId::XyWing), "an XY-wing");
        assert_eq!(with_article(TechniqueId::XWing), "an X-wing");
        assert_eq!(with_article(TechniqueId::WWing), "a W-wing");
        assert_eq!(
            with_article(TechniqueId::EmptyRectangle),
            "an empty rectangle"
        );
        assert_eq!(
            with_article(TechniqueId::UniqueRectangle1),
            "a unique rectangle type 1"
        );
        assert_eq!(with_article(TechniqueId::BugPlusOne), "a BUG+1");
        assert_eq!(in_sentence(TechniqueId::SimpleColoring), "simple colouring");
        assert_eq!(in_sentence(TechniqueId::SueDeCoq), "Sue de Coq");
        assert_eq!(with_article(TechniqueId::SueDeCoq), "a Sue de Coq");
    }
}
