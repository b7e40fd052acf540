//! Verilog export: rust-hdl writes one module per block instance, named after the instance path
//! (`top`, `top$core`, `top$core$stages$3`, ...), so a design with 15 identical pipeline stages
//! prints the same stage (and everything inside it) 15 times. This module post-processes that
//! output into Verilog a person can read:
//!
//! - modules whose bodies are identical are merged into one module instantiated many times. Two
//!   modules are identical when their text is, once their own name and the names of the modules
//!   they instantiate are set aside; merging children can make parents identical, so merging
//!   repeats until nothing changes;
//! - the top module gets the design's name, every other module `<name>_<path>`, the rust-hdl
//!   instance path with indices dropped (`aes_axis_core_stages`), so that several exported designs
//!   can sit side by side in one Vivado project;
//! - each module says which instances use it, its `endmodule` comment names it, and each
//!   instantiation is written on as few lines as fit;
//! - consecutive declarations of one type that belong to one instance (rust-hdl declares every
//!   port of every child as a signal of its own: `reg  [31:0] mix$0$a;`) share a line.
//!
//! Modules rust-hdl copies verbatim (black boxes, wrapped cores) are passed through unchanged.

use rust_hdl::prelude::*;
use std::collections::HashMap;

/// Generates the Verilog of `uut` (after `connect_all`) with its top module named `name` and the
/// other modules `name_...`, identical modules merged (see the module documentation).
pub fn verilog_named<U: Block>(uut: &mut U, name: &str) -> String {
    uut.connect_all();
    tidy(&generate_verilog(uut), name)
}

/// A comment block for the top of a generated file: `lines`, each prefixed `// `.
pub fn banner(lines: &[String]) -> String {
    let mut out = String::new();
    for line in lines {
        out.push_str("// ");
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// Columns an instantiation is wrapped at.
const WRAP: usize = 100;
/// Instance paths listed in the comment above a shared module.
const LISTED: usize = 4;

/// A piece of rust-hdl's output: a module it generated (named `top` or `top$...`), or any other
/// text (a black box's or wrapper's own modules), kept as it is.
enum Item {
    Module { path: String, lines: Vec<String> },
    Other(Vec<String>),
}

/// Splits rust-hdl's output into modules; blank lines between modules are dropped.
fn parse(verilog: &str) -> Vec<Item> {
    let mut items = vec![];
    let mut lines = verilog.lines().peekable();
    let mut other: Vec<String> = vec![];
    while let Some(line) = lines.next() {
        let generated = line
            .strip_prefix("module ")
            .and_then(|rest| rest.split('(').next())
            .map(str::trim)
            .filter(|name| *name == "top" || name.starts_with("top$"));
        let Some(path) = generated else {
            if !(line.trim().is_empty() && other.is_empty()) {
                other.push(line.to_string());
            }
            continue;
        };
        while other.last().is_some_and(|l| l.trim().is_empty()) {
            other.pop();
        }
        if !other.is_empty() {
            items.push(Item::Other(std::mem::take(&mut other)));
        }
        let mut body = vec![line.to_string()];
        for line in lines.by_ref() {
            if line.starts_with("endmodule") {
                break;
            }
            body.push(line.to_string());
        }
        items.push(Item::Module { path: path.to_string(), lines: body });
    }
    while other.last().is_some_and(|l| l.trim().is_empty()) {
        other.pop();
    }
    if !other.is_empty() {
        items.push(Item::Other(other));
    }
    items
}

/// The module a line instantiates, if it is an instantiation of one of `known`: rust-hdl writes
/// `<module> <instance>(` on a line of its own.
fn instantiated<'a>(line: &'a str, known: &HashMap<&str, usize>) -> Option<&'a str> {
    let first = line.split_whitespace().next()?;
    (known.contains_key(first) && line.trim_end().ends_with('(')).then_some(first)
}

/// For each module (by index), the index of the module it is merged into (the first of its kind).
fn merge(modules: &[(&str, &[String])]) -> Vec<usize> {
    let index: HashMap<&str, usize> = modules.iter().enumerate().map(|(i, (p, _))| (*p, i)).collect();
    let mut rep: Vec<usize> = (0..modules.len()).collect();
    loop {
        let mut first: HashMap<String, usize> = HashMap::new();
        let mut next = Vec::with_capacity(modules.len());
        for (i, (path, lines)) in modules.iter().enumerate() {
            // The module's text with its own name blanked and each child by its representative.
            let mut key = String::new();
            for (n, line) in lines.iter().enumerate() {
                if n == 0 {
                    key.push_str(&line.replacen(path, "", 1));
                } else if let Some(child) = instantiated(line, &index) {
                    key.push_str(&line.replacen(child, &format!("#{}", rep[index[child]]), 1));
                } else {
                    key.push_str(line);
                }
                key.push('\n');
            }
            next.push(*first.entry(key).or_insert(i));
        }
        if next == rep {
            return rep;
        }
        rep = next;
    }
}

/// The segments of a rust-hdl path below `top`, without array indices:
/// `top$core$stages$3$sub` -> `[core, stages, sub]`.
fn type_path(path: &str) -> Vec<&str> {
    let segments: Vec<&str> = path.split('$').skip(1).filter(|s| !s.chars().all(|c| c.is_ascii_digit())).collect();
    if segments.is_empty() { vec!["module"] } else { segments }
}

/// The width of a rust-hdl flip-flop module (ports `d`, `q`, `clock`), if that is what it is.
fn flip_flop_width(lines: &[String]) -> Option<usize> {
    if !lines[0].ends_with("(d,q,clock);") {
        return None;
    }
    let q = lines.iter().find_map(|l| l.trim().strip_prefix("output reg"))?.trim();
    if q == "q;" {
        return Some(1);
    }
    let hi: usize = q.strip_prefix('[')?.split(':').next()?.parse().ok()?;
    Some(hi + 1)
}

/// A readable name (without the design's prefix) for a module used by the instances `paths`.
fn module_name(paths: &[&str], lines: &[String]) -> String {
    let types: Vec<Vec<&str>> = paths.iter().map(|p| type_path(p)).collect();
    if types.iter().all(|t| *t == types[0]) {
        return types[0].join("_");
    }
    // The longest common leading segments, then what the last segments have in common.
    let mut prefix: Vec<&str> = types[0].clone();
    for t in &types {
        let same = prefix.iter().zip(t).take_while(|(a, b)| a == b).count();
        prefix.truncate(same.min(t.len().saturating_sub(1)));
    }
    let leaves: Vec<&str> = types.iter().map(|t| *t.last().unwrap_or(&"")).collect();
    let head = leaves.iter().fold(leaves[0], |acc, l| {
        let n = acc.bytes().zip(l.bytes()).take_while(|(a, b)| a == b).count();
        &acc[..n]
    });
    let tail = leaves.iter().fold(leaves[0], |acc, l| {
        let n = acc.bytes().rev().zip(l.bytes().rev()).take_while(|(a, b)| a == b).count();
        &acc[acc.len() - n..]
    });
    let leaf = [head, tail].map(|s| s.trim_matches('_')).into_iter().max_by_key(|s| s.len()).unwrap_or("");
    let leaf = if leaf.len() >= 3 {
        leaf.to_string()
    } else if let Some(w) = flip_flop_width(lines) {
        format!("dff{w}")
    } else if lines.iter().any(|l| l.contains("(* keep *)")) {
        // A `ReplicatedReg`: its copies are what it is.
        format!("copies{}", lines.iter().filter(|l| l.contains("(* keep *)")).count())
    } else {
        format!("{}_shared", leaves[0])
    };
    prefix.push(&leaf);
    prefix.join("_")
}

/// A signal declaration without an initial value, `reg  [31:0] mix$0$a;`, as its type (with the
/// indentation) and its name.
fn declaration(line: &str) -> Option<(&str, &str)> {
    let body = line.trim_end().strip_suffix(';')?;
    let t = body.trim_start();
    if !(t.starts_with("reg ") || t.starts_with("wire ")) || t.contains('=') {
        return None;
    }
    let (head, name) = body.rsplit_once(' ')?;
    (!name.is_empty() && !name.contains(['[', ']', ','])).then_some((head, name))
}

/// The instance a signal belongs to: its name up to the last `$` (`mix$0` for `mix$0$a`).
fn owner(name: &str) -> &str {
    name.rsplit_once('$').map_or(name, |(o, _)| o)
}

/// Joins consecutive declarations of one type and one owner into one, wrapped at `WRAP` columns.
fn join_declarations(lines: &[String]) -> Vec<String> {
    let mut out: Vec<String> = vec![];
    let mut last: Option<(String, String)> = None;
    for line in lines {
        let Some((head, name)) = declaration(line) else {
            out.push(line.clone());
            last = None;
            continue;
        };
        let key = (head.to_string(), owner(name).to_string());
        if last.as_ref() == Some(&key) {
            let prev = out.last_mut().expect("a declaration before");
            if prev.len() + name.len() + 2 <= WRAP {
                prev.pop();
                prev.push_str(&format!(", {name};"));
                continue;
            }
        }
        out.push(line.trim_end().to_string());
        last = Some(key);
    }
    out
}

/// A sort key that puts `stages$2` before `stages$10`.
fn natural(path: &str) -> Vec<(u64, String)> {
    path.split('$').map(|s| s.parse::<u64>().map_or((u64::MAX, s.to_string()), |n| (n, String::new()))).collect()
}

/// Writes `name inst(.a(x), .b(y));` wrapped at `WRAP` columns.
fn instantiation(out: &mut String, indent: &str, head: &str, ports: &[String]) {
    let mut line = format!("{indent}{head}");
    for (i, port) in ports.iter().enumerate() {
        let sep = if i + 1 < ports.len() { "," } else { ");" };
        let piece = format!("{port}{sep}");
        if i > 0 && line.len() + 1 + piece.len() > WRAP {
            out.push_str(line.trim_end());
            out.push('\n');
            line = format!("{indent}    ");
        } else if i > 0 {
            line.push(' ');
        }
        line.push_str(&piece);
    }
    if ports.is_empty() {
        line.push_str(");");
    }
    out.push_str(&line);
    out.push('\n');
}

/// rust-hdl's Verilog with identical modules merged, the top module named `name` and the others
/// `name_<path>`, each module's users listed above it and its name after `endmodule`.
pub fn tidy(verilog: &str, name: &str) -> String {
    let items = parse(verilog);
    let modules: Vec<(&str, &[String])> = items
        .iter()
        .filter_map(|it| match it {
            Item::Module { path, lines } => Some((path.as_str(), lines.as_slice())),
            Item::Other(_) => None,
        })
        .collect();
    let index: HashMap<&str, usize> = modules.iter().enumerate().map(|(i, (p, _))| (*p, i)).collect();
    let rep = merge(&modules);

    // Users of each kept module, and its name. Names are unique: a clash gets `_2`, `_3`, ...
    let mut users: HashMap<usize, Vec<&str>> = HashMap::new();
    for (i, (path, _)) in modules.iter().enumerate() {
        users.entry(rep[i]).or_default().push(path);
    }
    for who in users.values_mut() {
        who.sort_by_cached_key(|p| natural(p));
    }
    let kept: Vec<usize> = (0..modules.len()).filter(|&i| rep[i] == i).collect();
    let bases: Vec<String> = kept
        .iter()
        .map(|&i| {
            let (path, lines) = modules[i];
            if path == "top" { name.to_string() } else { format!("{name}_{}", module_name(&users[&i], lines)) }
        })
        .collect();
    let mut names: HashMap<usize, String> = HashMap::new();
    let mut taken: HashMap<String, usize> = HashMap::new();
    for (&i, base) in kept.iter().zip(&bases) {
        // Modules that would share a name are told apart by the indices of their first user
        // (`core_stages_0`, `core_stages_1`), or failing that by a count.
        let mut base = base.clone();
        let indices: Vec<&str> =
            modules[i].0.split('$').filter(|s| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit())).collect();
        if bases.iter().filter(|b| **b == base).count() > 1 && !indices.is_empty() {
            base = format!("{base}_{}", indices.join("_"));
        }
        let mut unique = base.clone();
        let mut n = 1;
        while taken.contains_key(&unique) {
            n += 1;
            unique = format!("{base}_{n}");
        }
        taken.insert(unique.clone(), i);
        names.insert(i, unique);
    }
    let name_of = |path: &str| &names[&rep[index[path]]];

    let mut out = String::with_capacity(verilog.len() / 2);
    let mut i = 0;
    for item in &items {
        let (path, lines) = match item {
            Item::Other(lines) => {
                if !out.is_empty() {
                    out.push('\n');
                }
                for line in lines {
                    out.push_str(line);
                    out.push('\n');
                }
                continue;
            }
            Item::Module { path, lines } => (path.as_str(), lines),
        };
        let this = i;
        i += 1;
        if rep[this] != this {
            continue;
        }
        let own = &names[&this];
        if !out.is_empty() {
            out.push('\n');
        }
        if path != "top" {
            let who = &users[&this];
            let mut listed: Vec<String> = who.iter().take(LISTED).map(|p| p.trim_start_matches("top$").to_string()).collect();
            if who.len() > LISTED {
                listed.push(format!("... ({} more)", who.len() - LISTED));
            }
            let count = if who.len() == 1 { "instance".to_string() } else { format!("{} instances", who.len()) };
            out.push_str(&format!("// Used by {count}: {}\n", listed.join(", ")));
        }
        let lines = &join_declarations(lines);
        out.push_str(&lines[0].replacen(path, own, 1));
        out.push('\n');
        let mut n = 1;
        while n < lines.len() {
            let line = &lines[n];
            if let Some(child) = instantiated(line, &index) {
                // `<module> <instance>(`, one `.port(net)` per line, `);`.
                let indent = &line[..line.len() - line.trim_start().len()];
                let mut ports = vec![];
                let mut m = n + 1;
                while m < lines.len() && lines[m].trim_start().starts_with('.') {
                    ports.push(lines[m].trim().trim_end_matches(',').to_string());
                    m += 1;
                }
                if m < lines.len() && lines[m].trim() == ");" {
                    let head = line.trim().replacen(child, name_of(child), 1);
                    instantiation(&mut out, indent, &head, &ports);
                    n = m + 1;
                    continue;
                }
                out.push_str(&line.replacen(child, name_of(child), 1));
            } else {
                out.push_str(line.trim_end());
            }
            out.push('\n');
            n += 1;
        }
        out.push_str(&format!("endmodule // {own}\n"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::tidy;

    /// A one-register module as rust-hdl writes it.
    fn dff(path: &str, width: usize, init: &str) -> String {
        format!(
            "\n\nmodule {path}(d,q,clock);\n    \n    // Module arguments\n    input wire  [{h}:0] d;\n    \
             output reg  [{h}:0] q;\n    input wire  clock;\n    \n    // Update code (custom)\n    \
             initial q = {init};\n    \n    always @(posedge clock) q <= d;\nendmodule // {path}\n",
            h = width - 1
        )
    }

    /// A module instantiating `children` (module path, instance name), each with ports d, q, clock.
    fn parent(path: &str, ports: &str, children: &[(&str, &str)], code: &str) -> String {
        let mut s = format!("\n\nmodule {path}({ports});\n    \n    // Sub module instances\n");
        for (module, inst) in children {
            s.push_str(&format!(
                "    {module} {inst}(\n        .d({inst}$d),\n        .q({inst}$q),\n        .clock({inst}$clock)\n    );\n"
            ));
        }
        s.push_str(&format!("    \n    // Update code\n    {code}\nendmodule // {path}\n"));
        s
    }

    fn modules(v: &str) -> Vec<&str> {
        v.lines().filter_map(|l| l.strip_prefix("module ")).map(|l| l.split('(').next().unwrap()).collect()
    }

    #[test]
    fn identical_leaves_become_one_module() {
        let v = parent("top", "a", &[("top$x$0", "x$0"), ("top$x$1", "x$1"), ("top$y", "y")], "assign a = 1;")
            + &dff("top$x$0", 8, "8'd0")
            + &dff("top$x$1", 8, "8'd0")
            + &dff("top$y", 8, "8'd0");
        let r = tidy(&v, "d");
        assert_eq!(modules(&r), ["d", "d_dff8"], "{r}");
        assert_eq!(r.matches("    d_dff8 ").count(), 3, "{r}");
        assert!(r.contains("    d_dff8 x$1(.d(x$1$d), .q(x$1$q), .clock(x$1$clock));\n"), "{r}");
        assert!(r.contains("// Used by 3 instances: x$0, x$1, y\nmodule d_dff8(d,q,clock);"), "{r}");
        assert!(r.contains("endmodule // d_dff8\n") && r.contains("endmodule // d\n"), "{r}");
        assert!(!r.contains("top"), "{r}");
    }

    #[test]
    fn different_bodies_stay_apart() {
        let v = parent("top", "a", &[("top$r$0", "r$0"), ("top$r$1", "r$1"), ("top$r$2", "r$2")], "assign a = 1;")
            + &dff("top$r$0", 8, "8'd0")
            + &dff("top$r$1", 8, "8'd5")
            + &dff("top$r$2", 4, "4'd0");
        let r = tidy(&v, "d");
        // All three are `r`: the index of each one's instance tells them apart.
        assert_eq!(modules(&r), ["d", "d_r_0", "d_r_1", "d_r_2"], "{r}");
        assert!(r.contains("initial q = 8'd5;") && r.contains("[3:0] q;"), "{r}");
        assert!(r.contains("    d_r_1 r$1("), "{r}");
    }

    /// Two parents differ only in the (differently named, identical) children they instantiate:
    /// once the children merge, so do the parents, and the grandparent then instantiates one.
    #[test]
    fn merging_reaches_a_fixed_point() {
        let v = parent("top", "a", &[("top$stage$0", "stage$0"), ("top$stage$1", "stage$1")], "assign a = 1;")
            + &parent("top$stage$0", "d,q,clock", &[("top$stage$0$reg", "reg_a")], "assign q = reg_a$q;")
            + &dff("top$stage$0$reg", 32, "32'd0")
            + &parent("top$stage$1", "d,q,clock", &[("top$stage$1$reg", "reg_a")], "assign q = reg_a$q;")
            + &dff("top$stage$1$reg", 32, "32'd0");
        let r = tidy(&v, "p");
        assert_eq!(modules(&r), ["p", "p_stage", "p_stage_reg"], "{r}");
        assert_eq!(r.matches("p_stage stage$").count(), 2, "{r}");
        assert!(r.contains("// Used by 2 instances: stage$0$reg, stage$1$reg"), "{r}");
    }

    /// Names come from the common part of the users' paths; unrelated flip-flops are `dffN`.
    #[test]
    fn names_of_shared_modules() {
        let v = parent(
            "top",
            "a",
            &[("top$core$inv_mix$0", "m0"), ("top$core$stages$1$mix", "m1"), ("top$count", "c"), ("top$core$held", "h")],
            "assign a = 1;",
        ) + &dff("top$core$inv_mix$0", 32, "32'd0").replace("always", "// mix\n    always")
            + &dff("top$core$stages$1$mix", 32, "32'd0").replace("always", "// mix\n    always")
            + &dff("top$count", 1, "1'd0").replace("[0:0] ", "")
            + &dff("top$core$held", 1, "1'd0").replace("[0:0] ", "");
        let r = tidy(&v, "x");
        assert_eq!(modules(&r), ["x", "x_core_mix", "x_dff1"], "{r}");
    }

    /// Flip-flops in kept copies (`ReplicatedReg`) used under unrelated names are `copiesN`.
    #[test]
    fn names_of_shared_copies() {
        let copies = |path: &str| {
            let body = [
                "    // Module arguments",
                "    input wire  clock;",
                "    input wire  d;",
                "    output reg  [1:0] q;",
                "    // Update code (custom)",
                "    (* keep *) always @(posedge clock) r0 <= d;",
                "    (* keep *) always @(posedge clock) r1 <= d;",
                "    always @(*) q = {r1, r0};",
            ];
            format!("\n\nmodule {path}(clock,d,q);\n{}\nendmodule // {path}\n", body.join("\n"))
        };
        let v = parent("top", "a", &[("top$wipes", "w"), ("top$ready_q", "r")], "assign a = 1;")
            + &copies("top$wipes")
            + &copies("top$ready_q");
        let r = tidy(&v, "x");
        assert_eq!(modules(&r), ["x", "x_copies2"], "{r}");
    }

    /// Text rust-hdl copies verbatim (a black box's module) is kept, and is no merge candidate.
    #[test]
    fn other_modules_pass_through() {
        let bb = "module vendor_ram(input clk);\nendmodule\n";
        let v = parent("top", "a", &[("top$q", "q")], "assign a = 1;") + &dff("top$q", 2, "2'd0") + "\n\n" + bb + bb;
        let r = tidy(&v, "t");
        assert_eq!(modules(&r), ["t", "t_q", "vendor_ram", "vendor_ram"], "{r}");
        assert!(r.ends_with(&format!("endmodule // t_q\n\n{bb}{bb}")), "{r}");
    }

    /// One instance's signals of one type share a line; other types, other instances, memories
    /// and initialised registers keep theirs, and long lists wrap.
    #[test]
    fn declarations_of_one_instance_share_a_line() {
        let mut code: Vec<String> = [
            "reg  [31:0] mix$0$a;",
            "reg  [31:0] mix$0$b;",
            "wire  [31:0] mix$0$y;",
            "reg  [31:0] mix$1$a;",
            "reg  bit$0;",
            "reg  bit$1;",
            "reg [7:0] rom [0:511];",
            "reg [7:0] q_lo = 8'd0;",
            "reg [7:0] q_hi = 8'd0;",
        ]
        .iter()
        .map(|l| format!("    {l}"))
        .collect();
        code.extend((0..20).map(|i| format!("    reg  [31:0] wide$signal_{i};")));
        let joined = super::join_declarations(&code);
        assert_eq!(
            joined[..7],
            [
                "    reg  [31:0] mix$0$a, mix$0$b;",
                "    wire  [31:0] mix$0$y;",
                "    reg  [31:0] mix$1$a;",
                "    reg  bit$0, bit$1;",
                "    reg [7:0] rom [0:511];",
                "    reg [7:0] q_lo = 8'd0;",
                "    reg [7:0] q_hi = 8'd0;",
            ]
        );
        let wide = &joined[7..];
        assert!(wide.len() > 1 && wide.iter().all(|l| l.len() <= 100 && l.ends_with(';')), "{wide:#?}");
        let names: Vec<&str> =
            wide.iter().flat_map(|l| l.trim_start_matches("    reg  [31:0] ").trim_end_matches(';').split(", ")).collect();
        assert_eq!(names, (0..20).map(|i| format!("wide$signal_{i}")).collect::<Vec<_>>());
    }

    /// Long port lists wrap; every port connection is kept once, in order.
    #[test]
    fn long_instantiations_wrap() {
        let ports: Vec<String> = (0..30).map(|i| format!("port_{i}")).collect();
        let mut v = format!("\n\nmodule top(a);\n    // Sub module instances\n    top$wide wide(\n");
        let conns: Vec<String> = ports.iter().map(|p| format!("        .{p}(wide${p})")).collect();
        v.push_str(&conns.join(",\n"));
        v.push_str(&format!("\n    );\nendmodule // top\n\n\nmodule top$wide({});\nendmodule // top$wide\n", ports.join(",")));
        let r = tidy(&v, "w");
        let inst: Vec<&str> = r.lines().skip_while(|l| !l.contains("w_wide wide(")).take_while(|l| !l.starts_with("endmodule")).collect();
        assert!(inst.len() > 3 && inst.iter().all(|l| l.len() <= 100), "{r}");
        let joined = inst.join(" ");
        for p in &ports {
            assert_eq!(joined.matches(&format!(".{p}(wide${p})")).count(), 1, "{r}");
        }
        assert!(inst.last().unwrap().ends_with(".port_29(wide$port_29));"), "{r}");
    }
}
