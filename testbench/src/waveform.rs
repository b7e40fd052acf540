//! Reads a VCD file back (with the `vcd` crate) so tests can find events in a waveform.

use std::collections::HashMap;
use std::fs::File;
use std::io::BufReader;
use std::path::Path;
use vcd::{Command, IdCode, Value};

/// Every value change of every variable, by hierarchical name (`uut.expansion.round.q`).
pub struct Waveform {
    names: HashMap<String, IdCode>,
    changes: HashMap<IdCode, Vec<(u64, u128)>>,
}

fn bit(v: Value) -> u128 {
    (v == Value::V1) as u128
}

impl Waveform {
    pub fn load(path: &Path) -> std::io::Result<Waveform> {
        let mut parser = vcd::Parser::new(BufReader::new(File::open(path)?));
        let header = parser.parse_header()?;
        let mut names = HashMap::new();
        fn walk(items: &[vcd::ScopeItem], prefix: &str, names: &mut HashMap<String, IdCode>) {
            for item in items {
                match item {
                    vcd::ScopeItem::Scope(s) => walk(&s.items, &format!("{prefix}{}.", s.identifier), names),
                    vcd::ScopeItem::Var(v) => {
                        names.insert(format!("{prefix}{}", v.reference), v.code);
                    }
                    _ => {}
                }
            }
        }
        walk(&header.items, "", &mut names);
        let mut changes: HashMap<IdCode, Vec<(u64, u128)>> = HashMap::new();
        let mut time = 0;
        for command in parser {
            match command? {
                Command::Timestamp(t) => time = t,
                Command::ChangeScalar(id, v) => changes.entry(id).or_default().push((time, bit(v))),
                Command::ChangeVector(id, v) => {
                    let value = v.iter().fold(0u128, |acc, b| (acc << 1) | bit(b));
                    changes.entry(id).or_default().push((time, value));
                }
                _ => {}
            }
        }
        Ok(Waveform { names, changes })
    }

    /// The names of all variables.
    pub fn names(&self) -> impl Iterator<Item = &String> {
        self.names.keys()
    }

    /// `(time, value)` of every change of `name`, in time order; panics if there is no such signal.
    pub fn changes(&self, name: &str) -> &[(u64, u128)] {
        let id = self.names.get(name).unwrap_or_else(|| panic!("no signal {name} in the waveform"));
        self.changes.get(id).map(Vec::as_slice).unwrap_or(&[])
    }

    /// The value of `name` at `time` (the last change at or before it).
    pub fn value_at(&self, name: &str, time: u64) -> u128 {
        self.changes(name).iter().take_while(|(t, _)| *t <= time).last().map(|c| c.1).unwrap_or(0)
    }
}

impl Waveform {
    /// Every variable's last value: a dump of every register and wire at the end of the trace.
    pub fn final_values(&self) -> Vec<(String, u128)> {
        let mut v: Vec<(String, u128)> = self
            .names
            .iter()
            .map(|(n, id)| (n.clone(), self.changes.get(id).and_then(|c| c.last()).map_or(0, |c| c.1)))
            .collect();
        v.sort();
        v
    }
}
