//! The workspace's module structure: no circle of imports among the modules of any crate, and in a
//! crate whose root lists its modules in layers (`hdl/src/lib.rs` among them: "each importing
//! only from the layers above it"), no import from a layer to a layer below it in the list, and no
//! top-level module outside the list.
//!
//! The modules of a crate are found from its root (`src/lib.rs`, `src/main.rs`) by following
//! `mod NAME;` to `NAME.rs` or `NAME/mod.rs`; a module written inline (`mod tests { .. }`) belongs
//! to the file it is written in, so a test module's imports are its file's. An import is a path
//! that starts with `crate::`, `$crate::`, `super::`, `self::` or the name of a child module,
//! in a `use` (groups `{..}` included) or anywhere in the code and in macro bodies: the file that
//! holds it imports the file of the module the path reaches (its longest prefix that names a
//! module). A `pub use` is a re-export rather than an import of the module that writes it, and a
//! path through it is an import of the module it re-exports from. Comments, strings and doc links
//! are not imports.

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module's path from its crate's root (empty for the root).
type ModPath = Vec<String>;

/// One import: the path as written, where, and the module it reaches.
#[derive(Clone, Debug)]
struct Import {
    from: ModPath,
    line: usize,
    written: String,
    to: ModPath,
}

/// The modules of one crate and their imports.
#[derive(Default)]
struct Crate {
    /// Every module, with the file it is written in.
    modules: BTreeMap<ModPath, PathBuf>,
    /// `pub use` entries: (module, name) -> (module the path is written in, the path).
    reexports: BTreeMap<(ModPath, String), (ModPath, Vec<String>)>,
    imports: Vec<Import>,
    /// Files that could not be read or lexed, and `mod` declarations without a file.
    problems: Vec<String>,
}

fn is_path_sep(tts: &[TokenTree], i: usize) -> bool {
    matches!((tts.get(i), tts.get(i + 1)), (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
        if a.as_char() == ':' && a.spacing() == Spacing::Joint && b.as_char() == ':')
}

fn ident(tt: Option<&TokenTree>) -> Option<String> {
    match tt {
        Some(TokenTree::Ident(i)) => Some(i.to_string()),
        _ => None,
    }
}

fn line_of(tt: &TokenTree) -> usize {
    tt.span().start().line
}

/// Whether the `use` at `i` is a re-export: `pub use`, `pub(crate) use`, ...
fn is_pub_use(tts: &[TokenTree], i: usize) -> bool {
    let before = |k: usize| i.checked_sub(k).and_then(|j| tts.get(j));
    ident(before(1)).as_deref() == Some("pub")
        || matches!(before(1), Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Parenthesis)
            && ident(before(2)).as_deref() == Some("pub")
}

/// The paths of a `use` tree from `i` (after `use`) to its `;`, each as its segments, and the
/// name each brings in (the last segment, or `as NAME`). A glob brings in no name.
fn use_tree(tts: &[TokenTree], prefix: &[String], out: &mut Vec<(Vec<String>, Option<String>)>) {
    let mut segs = prefix.to_vec();
    let mut i = 0;
    while i < tts.len() {
        match &tts[i] {
            TokenTree::Ident(id) if id.to_string() == "as" => {
                let alias = ident(tts.get(i + 1));
                out.push((segs.clone(), alias));
                return;
            }
            TokenTree::Ident(id) => {
                let s = id.to_string();
                // `self` first inside a group names the prefix itself.
                if s == "self" && !prefix.is_empty() && segs.len() == prefix.len() {
                    out.push((segs.clone(), segs.last().cloned()));
                    return;
                }
                segs.push(s);
                i += 1;
            }
            TokenTree::Punct(p) if p.as_char() == '$' => i += 1,
            TokenTree::Punct(p) if p.as_char() == ':' => i += 1,
            TokenTree::Punct(p) if p.as_char() == '*' => {
                out.push((segs.clone(), None));
                return;
            }
            TokenTree::Group(g) if g.delimiter() == Delimiter::Brace => {
                let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                for item in inner.split(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ',')) {
                    if !item.is_empty() {
                        use_tree(item, &segs, out);
                    }
                }
                return;
            }
            _ => i += 1,
        }
    }
    if segs.len() > prefix.len() {
        let name = segs.last().cloned();
        out.push((segs, name));
    }
}

impl Crate {
    /// Reads the crate whose root file is `root`.
    fn read(root: &Path) -> Crate {
        let mut c = Crate::default();
        c.file_module(root, vec![], true);
        let files: Vec<(ModPath, PathBuf)> = c
            .modules
            .iter()
            .filter(|(m, f)| c.modules.get(&m[..m.len().saturating_sub(1)]) != Some(f) || m.is_empty())
            .map(|(m, f)| (m.clone(), f.clone()))
            .collect();
        for (module, file) in files {
            if let Some(tts) = c.lex(&file) {
                c.paths(&tts, &module);
            }
        }
        c
    }

    fn lex(&mut self, file: &Path) -> Option<Vec<TokenTree>> {
        let text = match std::fs::read_to_string(file) {
            Ok(t) => t,
            Err(e) => {
                self.problems.push(format!("{}: {e}", file.display()));
                return None;
            }
        };
        match text.parse::<TokenStream>() {
            Ok(ts) => Some(ts.into_iter().collect()),
            Err(e) => {
                self.problems.push(format!("{}: {e:?}", file.display()));
                None
            }
        }
    }

    /// Registers the module in `file` and, through its `mod` declarations, every module below.
    /// `owns_dir`: the file is a crate root or `mod.rs`, whose children sit beside it.
    fn file_module(&mut self, file: &Path, module: ModPath, owns_dir: bool) {
        self.modules.insert(module.clone(), file.to_path_buf());
        let Some(tts) = self.lex(file) else { return };
        let dir = if owns_dir {
            file.parent().unwrap().to_path_buf()
        } else {
            file.with_extension("")
        };
        self.items(&tts, file, &dir, &module);
    }

    /// `mod` declarations and `pub use` entries among the items `tts` of `module`.
    fn items(&mut self, tts: &[TokenTree], file: &Path, dir: &Path, module: &ModPath) {
        for i in 0..tts.len() {
            match ident(tts.get(i)).as_deref() {
                Some("mod") => {
                    let Some(name) = ident(tts.get(i + 1)) else { continue };
                    let child: ModPath = module.iter().cloned().chain([name.clone()]).collect();
                    match tts.get(i + 2) {
                        Some(TokenTree::Punct(p)) if p.as_char() == ';' => {
                            let flat = dir.join(format!("{name}.rs"));
                            let nested = dir.join(&name).join("mod.rs");
                            if flat.exists() {
                                self.file_module(&flat, child, false);
                            } else if nested.exists() {
                                self.file_module(&nested, child, true);
                            } else {
                                self.problems.push(format!("{}: no file for `mod {name};`", file.display()));
                            }
                        }
                        Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Brace => {
                            self.modules.insert(child.clone(), file.to_path_buf());
                            let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                            self.items(&inner, file, &dir.join(&name), &child);
                        }
                        _ => {}
                    }
                }
                Some("use") if is_pub_use(tts, i) => {
                    let end = tts[i..].iter().position(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ';'));
                    let mut entries = vec![];
                    use_tree(&tts[i + 1..i + end.unwrap_or(tts.len() - i)], &[], &mut entries);
                    for (path, name) in entries {
                        if let Some(name) = name {
                            self.reexports.insert((module.clone(), name), (module.clone(), path));
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// The module a path written in `base` reaches; `None` for a path outside the crate.
    fn resolve(&self, base: &[String], segs: &[String], depth: usize) -> Option<ModPath> {
        let (mut at, rest): (ModPath, &[String]) = match segs.first()?.as_str() {
            "crate" => (vec![], &segs[1..]),
            "self" => (base.to_vec(), &segs[1..]),
            "super" => {
                let mut at = base.to_vec();
                let ups = segs.iter().take_while(|s| *s == "super").count();
                for _ in 0..ups {
                    at.pop()?;
                }
                (at, &segs[ups..])
            }
            first => {
                let child: ModPath = base.iter().cloned().chain([first.to_string()]).collect();
                if !self.modules.contains_key(&child) {
                    return None;
                }
                (base.to_vec(), segs)
            }
        };
        for seg in rest {
            let next: ModPath = at.iter().cloned().chain([seg.clone()]).collect();
            if self.modules.contains_key(&next) {
                at = next;
            } else if let Some((from, path)) = self.reexports.get(&(at.clone(), seg.clone())) {
                return if depth < 8 { self.resolve(from, path, depth + 1) } else { Some(at) };
            } else {
                break;
            }
        }
        Some(at)
    }

    /// Every import in `tts`, written in `module`.
    fn paths(&mut self, tts: &[TokenTree], module: &ModPath) {
        let mut i = 0;
        while i < tts.len() {
            let starts_path = |name: &str| match name {
                "crate" | "super" | "self" => true,
                child => self.modules.contains_key(&module.iter().cloned().chain([child.to_string()]).collect::<Vec<_>>()),
            };
            let after_sep_or_dot = i > 0
                && (is_path_sep(tts, i.saturating_sub(2))
                    || matches!(&tts[i - 1], TokenTree::Punct(p) if p.as_char() == '.'));
            match &tts[i] {
                TokenTree::Ident(id) if id.to_string() == "use" && is_pub_use(tts, i) => {
                    // A re-export: skipped to its `;`.
                    while i < tts.len() && !matches!(&tts[i], TokenTree::Punct(p) if p.as_char() == ';') {
                        i += 1;
                    }
                }
                TokenTree::Ident(id) if id.to_string() == "mod" => {
                    if let (Some(name), Some(TokenTree::Group(g))) = (ident(tts.get(i + 1)), tts.get(i + 2)) {
                        if g.delimiter() == Delimiter::Brace {
                            let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                            let child: ModPath = module.iter().cloned().chain([name]).collect();
                            self.paths(&inner, &child);
                            i += 3;
                            continue;
                        }
                    }
                    i += 1;
                }
                TokenTree::Ident(id) if !after_sep_or_dot && is_path_sep(tts, i + 1) && starts_path(&id.to_string()) => {
                    let start = i;
                    let mut end = i + 1;
                    while is_path_sep(tts, end) {
                        match tts.get(end + 2) {
                            Some(TokenTree::Ident(_)) => end += 3,
                            Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Brace => {
                                end += 3;
                                break;
                            }
                            Some(TokenTree::Punct(p)) if p.as_char() == '*' => {
                                end += 3;
                                break;
                            }
                            _ => break,
                        }
                    }
                    let mut entries = vec![];
                    use_tree(&tts[start..end], &[], &mut entries);
                    let line = line_of(&tts[start]);
                    for (segs, _) in entries {
                        if let Some(to) = self.resolve(module, &segs, 0) {
                            let written = segs.join("::");
                            self.imports.push(Import { from: module.clone(), line, written, to });
                        }
                    }
                    i = end;
                }
                TokenTree::Group(g) => {
                    let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                    self.paths(&inner, module);
                    i += 1;
                }
                _ => i += 1,
            }
        }
    }

    /// The file a module is written in.
    fn file(&self, m: &[String]) -> &Path {
        &self.modules[m]
    }

    /// File-to-file imports: (importing file, imported file) -> the imports, as `file:line path`.
    fn file_edges(&self, root: &Path) -> BTreeMap<(PathBuf, PathBuf), Vec<String>> {
        let mut edges: BTreeMap<(PathBuf, PathBuf), Vec<String>> = BTreeMap::new();
        for imp in &self.imports {
            let (a, b) = (self.file(&imp.from), self.file(&imp.to));
            if a != b {
                let rel = |p: &Path| p.strip_prefix(root).unwrap_or(p).to_path_buf();
                edges
                    .entry((rel(a), rel(b)))
                    .or_default()
                    .push(format!("{}:{} {}", rel(a).display(), imp.line, imp.written));
            }
        }
        edges
    }
}

/// The strongly connected components of more than one node (Tarjan).
fn circles<N: Ord + Clone>(edges: &BTreeSet<(N, N)>) -> Vec<Vec<N>> {
    let nodes: BTreeSet<N> = edges.iter().flat_map(|(a, b)| [a.clone(), b.clone()]).collect();
    let nodes: Vec<N> = nodes.into_iter().collect();
    let index_of = |n: &N| nodes.binary_search(n).unwrap();
    let mut next: Vec<Vec<usize>> = vec![vec![]; nodes.len()];
    for (a, b) in edges {
        next[index_of(a)].push(index_of(b));
    }
    struct State {
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        counter: usize,
        out: Vec<Vec<usize>>,
    }
    fn visit(v: usize, next: &[Vec<usize>], s: &mut State) {
        s.index[v] = Some(s.counter);
        s.low[v] = s.counter;
        s.counter += 1;
        s.stack.push(v);
        s.on_stack[v] = true;
        for &w in &next[v] {
            match s.index[w] {
                None => {
                    visit(w, next, s);
                    s.low[v] = s.low[v].min(s.low[w]);
                }
                Some(iw) if s.on_stack[w] => s.low[v] = s.low[v].min(iw),
                _ => {}
            }
        }
        if Some(s.low[v]) == s.index[v] {
            let mut scc = vec![];
            loop {
                let w = s.stack.pop().unwrap();
                s.on_stack[w] = false;
                scc.push(w);
                if w == v {
                    break;
                }
            }
            if scc.len() > 1 {
                scc.sort_unstable();
                s.out.push(scc);
            }
        }
    }
    let n = nodes.len();
    let mut s = State { index: vec![None; n], low: vec![0; n], on_stack: vec![false; n], stack: vec![], counter: 0, out: vec![] };
    for v in 0..n {
        if s.index[v].is_none() {
            visit(v, &next, &mut s);
        }
    }
    s.out.into_iter().map(|scc| scc.into_iter().map(|i| nodes[i].clone()).collect()).collect()
}

/// The circles of imports of the crate with root `root_file`, one message each.
fn circle_report(krate: &Crate, workspace: &Path) -> Vec<String> {
    let edges = krate.file_edges(workspace);
    let pairs: BTreeSet<(PathBuf, PathBuf)> = edges.keys().cloned().collect();
    circles(&pairs)
        .into_iter()
        .map(|files| {
            let mut msg = format!(
                "circle of imports among {}:",
                files.iter().map(|f| f.display().to_string()).collect::<Vec<_>>().join(", ")
            );
            for ((a, b), at) in &edges {
                if files.contains(a) && files.contains(b) {
                    msg.push_str(&format!("\n    {} -> {}: {}", a.display(), b.display(), at.join(", ")));
                }
            }
            msg
        })
        .collect()
}

/// The layers of a crate root's doc comment: each `//! - ` bullet is one layer, its modules the
/// ``[`name`]:`` entries in it, the first bullet the bottom layer.
fn layers(root_text: &str) -> BTreeMap<String, usize> {
    let mut out = BTreeMap::new();
    let mut layer = None::<usize>;
    for line in root_text.lines().take_while(|l| l.starts_with("//!")) {
        let body = line.trim_start_matches("//!");
        if body.starts_with(" - ") {
            layer = Some(layer.map_or(0, |l| l + 1));
        } else if !body.starts_with("   ") {
            layer = None;
        }
        let Some(layer) = layer else { continue };
        let mut rest = body;
        while let Some(start) = rest.find("[`") {
            let after = &rest[start + 2..];
            let Some(end) = after.find("`]") else { break };
            if after[end + 2..].starts_with(':') {
                out.insert(after[..end].to_string(), layer);
            }
            rest = &after[end + 2..];
        }
    }
    out
}

/// Imports from a module to a layer below its own in `layers` (by top-level module), and
/// top-level modules in no layer.
fn layer_report(krate: &Crate, layers: &BTreeMap<String, usize>) -> Vec<String> {
    let mut out = vec![];
    for m in krate.modules.keys().filter(|m| m.len() == 1) {
        if !layers.contains_key(&m[0]) {
            out.push(format!("module `{}` ({}) is in no layer of the list at the top of the crate root", m[0], krate.file(m).display()));
        }
    }
    for imp in &krate.imports {
        let (Some(a), Some(b)) = (imp.from.first(), imp.to.first()) else { continue };
        let (Some(&la), Some(&lb)) = (layers.get(a), layers.get(b)) else { continue };
        if lb > la {
            out.push(format!(
                "{}:{}: `{}` (layer {la}) imports `{}` from `{b}` (layer {lb}), a layer above it",
                krate.file(&imp.from).display(),
                imp.line,
                imp.from.join("::"),
                imp.written
            ));
        }
    }
    out
}

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

/// The members of the workspace, from the root `Cargo.toml`.
fn members(root: &Path) -> Vec<PathBuf> {
    let toml = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let start = toml.find("members").expect("the workspace lists its members");
    let list = &toml[start..];
    let list = &list[list.find('[').unwrap() + 1..list.find(']').unwrap()];
    list.split(',').map(|s| s.trim().trim_matches('"')).filter(|s| !s.is_empty()).map(|s| root.join(s)).collect()
}

/// The roots of a member: `src/lib.rs` and `src/main.rs`, where they exist.
fn roots(member: &Path) -> Vec<PathBuf> {
    ["src/lib.rs", "src/main.rs"].iter().map(|r| member.join(r)).filter(|p| p.exists()).collect()
}

#[test]
fn no_crate_of_the_workspace_has_a_circle_of_imports() {
    let root = workspace_root();
    let mut findings = vec![];
    let mut checked = 0;
    for member in members(&root) {
        for file in roots(&member) {
            let krate = Crate::read(&file);
            findings.extend(krate.problems.iter().cloned());
            findings.extend(circle_report(&krate, &root));
            checked += krate.modules.len();
        }
    }
    assert!(checked > 100, "only {checked} modules found");
    assert!(findings.is_empty(), "{}", findings.join("\n"));
}

/// The sentence that opens a crate root's list of layers.
const LAYERED: &str = "each importing only from the";

#[test]
fn no_module_imports_from_a_layer_above_its_own() {
    let root = workspace_root();
    let mut findings = vec![];
    let mut layered = vec![];
    for member in members(&root) {
        let lib = member.join("src/lib.rs");
        let Ok(text) = std::fs::read_to_string(&lib) else { continue };
        if !text.lines().take_while(|l| l.starts_with("//!")).collect::<Vec<_>>().join(" ").contains(LAYERED) {
            continue;
        }
        let layers = layers(&text);
        let krate = Crate::read(&lib);
        findings.extend(layer_report(&krate, &layers));
        layered.push(lib.strip_prefix(&root).unwrap().display().to_string());
    }
    assert!(layered.contains(&"hdl/src/lib.rs".to_string()), "the layers of hdl/src/lib.rs were not found: {layered:?}");
    assert!(findings.is_empty(), "{}", findings.join("\n"));
}

/// The checker on a crate written for it: the circle of two files through a group import, a
/// `super::` path and an inline test module, the re-export followed to its module, the paths in
/// comments and strings ignored, and the import from a lower layer to a higher one.
#[test]
fn the_checker_finds_circles_and_upward_imports() {
    let dir = std::env::temp_dir().join(format!("module-imports-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("src/b")).unwrap();
    let write = |f: &str, text: &str| std::fs::write(dir.join(f), text).unwrap();
    write(
        "src/lib.rs",
        "//! Layers:\n//!\n//! - [`a`]: bottom; [`c`]: beside it\n//! - [`b`]: above,\n//!   still b\n\npub mod a;\npub mod b;\npub mod c;\npub use c::Thing;\n",
    );
    write("src/a.rs", "// crate::b::X in a comment\nconst S: &str = \"crate::b::X\";\npub fn f() { crate::Thing::new(); }\n#[cfg(test)]\nmod tests {\n    use super::*;\n}\n");
    write("src/b.rs", "mod inner;\nuse crate::{a::{self, f}, c};\n");
    write("src/b/inner.rs", "use super::super::a::f;\n");
    write("src/c.rs", "pub struct Thing;\n#[cfg(test)]\nmod tests {\n    use crate::b::inner;\n}\n");
    let krate = Crate::read(&dir.join("src/lib.rs"));
    assert!(krate.problems.is_empty(), "{:?}", krate.problems);
    let report = circle_report(&krate, &dir);
    assert_eq!(report.len(), 1, "{report:?}");
    assert!(report[0].starts_with("circle of imports among src/a.rs, src/b/inner.rs, src/c.rs:"), "{}", report[0]);
    assert!(report[0].contains("src/c.rs -> src/b/inner.rs: src/c.rs:4 crate::b::inner"), "{}", report[0]);
    assert!(report[0].contains("src/b/inner.rs -> src/a.rs: src/b/inner.rs:1 super::super::a::f"), "{}", report[0]);
    assert!(!report[0].contains("src/b.rs"), "b imports from the circle, nothing in it imports b");
    let imported = |from: &[&str]| -> BTreeSet<String> {
        krate.imports.iter().filter(|i| i.from == from).map(|i| i.to.join("::")).collect()
    };
    // `crate::Thing` reaches c through the root's re-export; the test module's `super::*` is a's
    // own file.
    assert_eq!(imported(&["a"]), BTreeSet::from(["c".to_string()]));
    assert_eq!(imported(&["a", "tests"]), BTreeSet::from(["a".to_string()]));
    assert_eq!(imported(&["b"]), BTreeSet::from(["a".to_string(), "c".to_string()]));
    let layers = layers(&std::fs::read_to_string(dir.join("src/lib.rs")).unwrap());
    assert_eq!(layers, BTreeMap::from([("a".into(), 0), ("b".into(), 1), ("c".into(), 0)]));
    let upward = layer_report(&krate, &layers);
    assert_eq!(upward.len(), 1, "{upward:?}");
    assert!(upward[0].contains("src/c.rs:4: `c::tests` (layer 0) imports `crate::b::inner` from `b` (layer 1)"), "{}", upward[0]);
    std::fs::remove_dir_all(&dir).unwrap();
}
