//! `wave`: a window of a VCD file as an SVG timing diagram: one row per signal, 1-bit signals as
//! waveforms, buses as segments with their value in hex, FSM states (rust-hdl writes enums as
//! VCD strings) by name. Times are read in picoseconds (converted from the file's `$timescale`:
//! rust-hdl writes picoseconds, SymbiYosys's counterexamples nanoseconds), one clock cycle every
//! `PERIOD_PS`.

use crate::args::{parse_window, WaveArgs};
use crate::files::write_atomic;
use hdl_harness::sim::PERIOD_PS;
use anyhow::{bail, Context, Result};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::BufReader;
use std::path::Path;
use vcd::{Command, IdCode, Value};

/// What a diagram of `aes_axis` shows when no signals are named: clock and reset, the AXI4-Lite
/// channels, the key state, the key FSMs, both streams.
pub const DEFAULT_SIGNALS: &[&str] = &[
    "uut.aclk",
    "uut.aresetn",
    "uut.s_axi_awvalid",
    "uut.s_axi_awaddr",
    "uut.s_axi_wdata",
    "uut.s_axi_bvalid",
    "uut.s_axi_arvalid",
    "uut.s_axi_araddr",
    "uut.s_axi_rvalid",
    "uut.s_axi_rdata",
    "uut.core.expansion.state.q",
    "uut.core.deriving",
    "uut.core.refresh.state.q",
    "uut.core.refreshing",
    "uut.core.key_ready",
    "uut.core.transaction.state.q",
    "uut.s_axis_tvalid",
    "uut.s_axis_tready",
    "uut.s_axis_tlast",
    "uut.s_axis_tdata",
    "uut.m_axis_tvalid",
    "uut.m_axis_tready",
    "uut.m_axis_tlast",
    "uut.m_axis_tdata",
];

#[derive(Clone, Debug, PartialEq)]
enum V {
    Num(u128),
    Unknown,
    Text(String),
}

struct Var {
    width: u32,
    changes: Vec<(u64, V)>,
}

struct Vcd {
    names: Vec<(String, IdCode)>,
    vars: HashMap<IdCode, Var>,
    end: u64,
}

fn load(path: &Path) -> Result<Vcd> {
    let file = std::fs::File::open(path).with_context(|| format!("cannot read VCD file {}", path.display()))?;
    let bad = |e: std::io::Error| anyhow::anyhow!("cannot read VCD file {}: {e}", path.display());
    let mut parser = vcd::Parser::new(BufReader::new(file));
    let header = parser.parse_header().map_err(bad)?;
    let mut names = Vec::new();
    let mut vars = HashMap::new();
    fn walk(items: &[vcd::ScopeItem], prefix: &str, names: &mut Vec<(String, IdCode)>, vars: &mut HashMap<IdCode, Var>) {
        for item in items {
            match item {
                vcd::ScopeItem::Scope(s) => walk(&s.items, &format!("{prefix}{}.", s.identifier), names, vars),
                vcd::ScopeItem::Var(v) => {
                    names.push((format!("{prefix}{}", v.reference), v.code));
                    vars.entry(v.code).or_insert(Var { width: v.size, changes: Vec::new() });
                }
                _ => {}
            }
        }
    }
    walk(&header.items, "", &mut names, &mut vars);
    // Picoseconds per tick of the file's time scale (a file without one counts picoseconds).
    let (ticks, per_second) = header.timescale.map_or((1, 1_000_000_000_000), |(n, unit)| (n as u128, unit.divisor() as u128));
    let to_ps = |t: u64| (t as u128 * ticks * 1_000_000_000_000 / per_second) as u64;
    let mut time = 0;
    for command in parser {
        let command = command.map_err(bad)?;
        let (id, v) = match command {
            Command::Timestamp(t) => {
                time = to_ps(t);
                continue;
            }
            Command::ChangeScalar(id, v) => (id, scalar(v)),
            Command::ChangeVector(id, v) => {
                let mut acc = Some(0u128);
                for b in v.iter() {
                    acc = match (acc, b) {
                        (Some(a), Value::V0) => Some(a << 1),
                        (Some(a), Value::V1) => Some(a << 1 | 1),
                        _ => None,
                    };
                }
                (id, acc.map_or(V::Unknown, V::Num))
            }
            Command::ChangeString(id, s) => (id, V::Text(s)),
            _ => continue,
        };
        if let Some(var) = vars.get_mut(&id) {
            var.changes.push((time, v));
        }
    }
    Ok(Vcd { names, vars, end: time })
}

fn scalar(v: Value) -> V {
    match v {
        Value::V0 => V::Num(0),
        Value::V1 => V::Num(1),
        _ => V::Unknown,
    }
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

const ROW: f64 = 26.0;
const CHAR: f64 = 6.6;

/// Renders rows of `(name, var)` between `t0` and `t1` as an SVG document.
fn render(rows: &[(&str, &Var)], t0: u64, t1: u64, title: &str) -> String {
    let cycles = (t1 - t0) as f64 / PERIOD_PS as f64;
    let px = (1600.0 / cycles).clamp(6.0, 48.0);
    let label = 16.0 + CHAR * rows.iter().map(|r| r.0.len()).max().unwrap_or(4) as f64;
    let top = 44.0;
    let width = label + cycles * px + 16.0;
    let height = top + ROW * rows.len() as f64 + 12.0;
    let x = |t: u64| label + (t.saturating_sub(t0)) as f64 / PERIOD_PS as f64 * px;
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0}" height="{height:.0}" viewBox="0 0 {width:.0} {height:.0}" font-family="monospace" font-size="11">"#
    );
    let _ = writeln!(s, r##"<rect x="0" y="0" width="{width:.0}" height="{height:.0}" fill="#ffffff"/>"##);
    let _ = writeln!(s, r##"<text x="8" y="16" font-size="12" fill="#000000">{}</text>"##, escape(title));
    // A grid line and, every few cycles, the cycle number at each rising edge.
    let c0 = t0.div_ceil(PERIOD_PS);
    let every = ((40.0 / px).ceil() as u64).max(1);
    let mut c = c0;
    while c * PERIOD_PS <= t1 {
        let xc = x(c * PERIOD_PS);
        let _ = writeln!(s, r##"<line x1="{xc:.1}" y1="{:.1}" x2="{xc:.1}" y2="{:.1}" stroke="#e0e0e0"/>"##, top - 6.0, height - 8.0);
        if c % every == 0 {
            let _ = writeln!(s, r##"<text x="{xc:.1}" y="{:.1}" fill="#808080" text-anchor="middle">{c}</text>"##, top - 10.0);
        }
        c += 1;
    }
    for (i, (name, var)) in rows.iter().enumerate() {
        let y = top + ROW * i as f64;
        let (hi, lo, mid) = (y + 4.0, y + ROW - 6.0, y + ROW / 2.0 - 1.0);
        let _ = writeln!(s, r##"<text x="8" y="{:.1}" fill="#000000">{}</text>"##, mid + 4.0, escape(name));
        // The segments of constant value inside the window.
        let mut segs: Vec<(u64, u64, V)> = Vec::new();
        let start = var.changes.iter().take_while(|c| c.0 <= t0).last().map_or(V::Unknown, |c| c.1.clone());
        segs.push((t0, t1, start));
        for (t, v) in var.changes.iter().filter(|c| c.0 > t0 && c.0 < t1) {
            let last = segs.last_mut().unwrap();
            if last.2 == *v {
                continue;
            }
            last.1 = *t;
            segs.push((*t, t1, v.clone()));
        }
        if var.width == 1 && segs.iter().all(|s| !matches!(s.2, V::Text(_))) {
            let mut d = String::new();
            for (k, (a, b, v)) in segs.iter().enumerate() {
                let yv = match v {
                    V::Num(0) => lo,
                    V::Num(_) => hi,
                    _ => mid,
                };
                let _ = write!(d, "{}{:.1},{yv:.1} L{:.1},{yv:.1} ", if k == 0 { "M" } else { "L" }, x(*a), x(*b));
            }
            let _ = writeln!(s, r##"<path d="{}" fill="none" stroke="#0050c0" stroke-width="1.5"/>"##, d.trim_end());
        } else {
            let digits = var.width.div_ceil(4) as usize;
            for (a, b, v) in &segs {
                let (xa, xb) = (x(*a), x(*b));
                let e = 2.5f64.min((xb - xa) / 2.0);
                let (fill, text) = match v {
                    V::Num(n) => ("#eef4ff", format!("{n:0digits$x}")),
                    V::Text(t) => ("#eefbea", t.clone()),
                    V::Unknown => ("#f4d0d0", "x".to_string()),
                };
                // The full value as the segment's tooltip, even where the text is cut short.
                let _ = writeln!(s, "<g><title>{} = {}</title>", escape(name), escape(&text));
                let _ = writeln!(
                    s,
                    r##"<path d="M{:.1},{mid:.1} L{:.1},{hi:.1} L{:.1},{hi:.1} L{xb:.1},{mid:.1} L{:.1},{lo:.1} L{:.1},{lo:.1} Z" fill="{fill}" stroke="#0050c0"/>"##,
                    xa, xa + e, xb - e, xb - e, xa + e
                );
                let room = ((xb - xa - 6.0) / CHAR).floor() as usize;
                let shown = if text.chars().count() <= room {
                    text
                } else if room >= 2 {
                    let mut t: String = text.chars().take(room - 1).collect();
                    t.push('\u{2026}');
                    t
                } else {
                    String::new()
                };
                if !shown.is_empty() {
                    let _ = writeln!(s, r##"<text x="{:.1}" y="{:.1}" fill="#000000">{}</text>"##, xa + 4.0, mid + 4.0, escape(&shown));
                }
                s.push_str("</g>\n");
            }
        }
    }
    s.push_str("</svg>\n");
    s
}

pub fn run(args: &WaveArgs) -> Result<()> {
    let vcd = load(&args.vcd)?;
    if args.list {
        for (name, id) in &vcd.names {
            println!("{name} [{}]", vcd.vars[id].width);
        }
        return Ok(());
    }
    let find = |name: &str| {
        vcd.names
            .iter()
            .find(|(n, _)| n == name)
            .or_else(|| vcd.names.iter().find(|(n, _)| *n == format!("uut.{name}")))
    };
    let mut rows: Vec<(&str, &Var)> = Vec::new();
    if args.signals.is_empty() {
        for name in DEFAULT_SIGNALS {
            if let Some((n, id)) = find(name) {
                rows.push((n.as_str(), &vcd.vars[id]));
            }
        }
        if rows.is_empty() {
            rows = vcd.names.iter().take(24).map(|(n, id)| (n.as_str(), &vcd.vars[id])).collect();
        }
    } else {
        for name in &args.signals {
            match find(name) {
                Some((n, id)) => rows.push((n.as_str(), &vcd.vars[id])),
                None => bail!("unknown signal {name:?} in {} (wave --list shows the names)", args.vcd.display()),
            }
        }
    }
    if rows.is_empty() {
        bail!("no signals in {}", args.vcd.display());
    }
    let first = vcd.vars.values().filter_map(|v| v.changes.first().map(|c| c.0)).min().unwrap_or(0);
    let (t0, t1) = match &args.cycles {
        Some(w) => {
            let (a, b) = parse_window(w)?;
            let (t0, t1) = (a * PERIOD_PS, b * PERIOD_PS);
            if t0 < first - first % PERIOD_PS || t1 > vcd.end {
                bail!(
                    "window {a}..{b} is outside the waveform (cycles {}..{})",
                    first / PERIOD_PS,
                    vcd.end / PERIOD_PS
                );
            }
            (t0, t1)
        }
        None => (first, vcd.end.max(first + PERIOD_PS)),
    };
    let out = args.out.clone().unwrap_or_else(|| args.vcd.with_extension("svg"));
    let title = format!("{}: cycles {}..{}", args.vcd.file_name().map_or("".into(), |f| f.to_string_lossy()), t0 / PERIOD_PS, t1.div_ceil(PERIOD_PS));
    let svg = render(&rows, t0, t1, &title);
    write_atomic(&out, svg.as_bytes(), "SVG file")?;
    println!("wrote {} ({} signals, cycles {}..{})", out.display(), rows.len(), t0 / PERIOD_PS, t1.div_ceil(PERIOD_PS));
    Ok(())
}
