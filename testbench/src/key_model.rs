//! Reference model of the key lifecycle (`docs/aes_axis.md`, "Key lifecycle" and "Zeroize"):
//! which complete key a transaction that starts now must run under, from the register writes
//! alone.
//!
//! A key-word write starts a key update (or continues the open one); the update completes when
//! every word of the configured length has been written since it started, and only then is the
//! key *loaded*. A `KEYLEN` change clears the words and opens an update; a `DECRYPT` change with
//! a complete key re-derives the same words; zeroize and reset forget everything. A transaction
//! may start only while no update is open and a key is loaded.

use crate::reference::{KeyWords, Settings};

#[derive(Clone, Debug, Default)]
pub struct KeyLifecycle {
    words: KeyWords,
    /// Words written since the open update started (bit `i`: word `i`).
    written: u8,
    open: bool,
    settings: Settings,
    loaded: Option<(Settings, KeyWords)>,
}

/// Words of a key length code (`None` for a code no build supports).
fn nk(settings: Settings) -> Option<usize> {
    settings.key_len().map(|k| k.nk())
}

impl KeyLifecycle {
    fn complete(&self) -> bool {
        // A length no build has needs every word (and is then refused by the design).
        let n = nk(self.settings).unwrap_or(8);
        self.written & ((1u16 << n) - 1) as u8 == ((1u16 << n) - 1) as u8
    }

    /// A key-word write of `word` (already merged with the strobes) to `KEYi`.
    pub fn word_write(&mut self, i: usize, word: u32) {
        if !self.open {
            self.written = 0;
            self.open = true;
        }
        self.words[i] = word;
        self.written |= 1 << i;
        if self.complete() {
            self.open = false;
            self.loaded = Some((self.settings, self.words));
        }
    }

    /// A `CTRL` write of the stored settings (the build's unsupported values already made 0).
    pub fn settings_write(&mut self, s: Settings) {
        let old = self.settings;
        self.settings = s;
        if s.key_len != old.key_len {
            self.words = [0; 8];
            self.written = 0;
            self.open = true;
            self.loaded = None;
        } else if s.decrypt != old.decrypt && !self.open && self.complete() {
            self.loaded = Some((s, self.words));
        }
    }

    pub fn zeroize(&mut self) {
        let settings = self.settings;
        *self = KeyLifecycle { settings, ..Default::default() };
    }

    pub fn reset(&mut self) {
        *self = KeyLifecycle::default();
    }

    /// The key a transaction starting now runs under; `None`: no transaction may start.
    pub fn key_for_new_transaction(&self) -> Option<(Settings, KeyWords)> {
        if self.open { None } else { self.loaded }
    }

    /// `STATUS.KEY_PARTIAL` as the contract defines it.
    pub fn key_partial(&self) -> bool {
        self.open && !self.complete()
    }

    pub fn words(&self) -> KeyWords {
        self.words
    }

    pub fn settings(&self) -> Settings {
        self.settings
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use aes_hdl::params::KeyLen;

    #[test]
    fn a_key_counts_only_once_every_word_is_written() {
        let mut m = KeyLifecycle::default();
        m.word_write(0, 1);
        m.word_write(2, 3);
        m.word_write(0, 9);
        assert!(m.key_partial() && m.key_for_new_transaction().is_none());
        m.word_write(1, 2);
        m.word_write(3, 4);
        let want = [9, 2, 3, 4, 0, 0, 0, 0];
        assert_eq!(m.key_for_new_transaction(), Some((Settings::default(), want)));
        // A new update hides the old key until it completes.
        m.word_write(3, 5);
        assert_eq!(m.key_for_new_transaction(), None);
        // A DECRYPT change during the update is taken when it completes.
        m.settings_write(Settings::new(KeyLen::Aes128, true));
        for i in 0..3 {
            m.word_write(i, want[i]);
        }
        assert_eq!(m.key_for_new_transaction(), Some((Settings::new(KeyLen::Aes128, true), [9, 2, 3, 5, 0, 0, 0, 0])));
    }

    #[test]
    fn keylen_change_clears_and_decrypt_change_rederives() {
        let mut m = KeyLifecycle::default();
        for i in 0..4 {
            m.word_write(i, i as u32 + 1);
        }
        m.settings_write(Settings::new(KeyLen::Aes128, true));
        assert_eq!(m.key_for_new_transaction(), Some((Settings::new(KeyLen::Aes128, true), [1, 2, 3, 4, 0, 0, 0, 0])));
        m.settings_write(Settings::new(KeyLen::Aes256, true));
        assert!(m.key_partial() && m.words() == [0; 8]);
        for i in 0..7 {
            m.word_write(i, 7);
        }
        assert!(m.key_for_new_transaction().is_none());
        m.word_write(7, 7);
        assert!(m.key_for_new_transaction().is_some());
        m.zeroize();
        assert!(m.key_for_new_transaction().is_none() && !m.key_partial());
        // After zeroize a CTRL write alone brings nothing back.
        m.settings_write(Settings::new(KeyLen::Aes256, false));
        assert!(m.key_for_new_transaction().is_none());
    }
}
