//! The light module's parts, cut out of its rest (`xtask/light/split.mjs`).
//!
//! binaryen's `wasm-split` splits in two: the primary and the rest. Each function of the
//! rest the primary may call has a slot in the primary's table, which holds a placeholder
//! until the rest is instantiated (its element segment then writes the real functions over
//! them). A part here is a module of some of the rest's functions: those one group of
//! widgets' first views run (the plan's `parts`). Its element segments write them into
//! their slots, so instantiating it beside the primary makes the primary's calls go to it;
//! its functions call the primary's as the rest does (imports from `primary`), and a
//! function of the rest it does not hold through an import from `rest`, named by the
//! function's index in the whole module, which the glue answers with the export of that
//! name of a part the page has (each part exports what others call), else of the rest,
//! loading it then (the rest exports each of its functions). Parts may hold the same
//! function: each writes its own copy of the same code into the same slot, and the
//! copies call alike. So a page loads the
//! primary and the part of each of its widgets, each about what that widget's first view
//! runs, where parts that may not share a function (binaryen 108's passes) made it load
//! what widgets of other kinds share with it.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::Path;

use wasm_encoder::reencode::{Reencode, RoundtripReencoder};
use wasm_encoder::{
    CodeSection, ConstExpr, ElementSection, Elements, EntityType, ExportKind, ExportSection,
    FunctionSection, ImportSection, Module, RawSection,
};
use wasmparser::{
    ElementItems, ElementKind, FunctionBody, Import, KnownCustom, Name, Operator, Parser, Payload,
    TypeRef, ValType,
};

use crate::TaskError;

/// The rest, read: what a part needs of it.
struct Rest<'a> {
    bytes: &'a [u8],
    /// The raw type section, copied into every part (type indices unchanged).
    types: std::ops::Range<usize>,
    /// The rest's imports, in order (functions first in the index space, in this order).
    imports: Vec<Import<'a>>,
    /// Imported functions.
    imported: u32,
    /// Each type's parameters and results: whether a JavaScript call can carry them.
    js_callable: Vec<bool>,
    /// Each defined function's type index.
    function_types: Vec<u32>,
    /// Each defined function's body.
    bodies: Vec<FunctionBody<'a>>,
    /// The funcref table the element segments fill.
    table: u32,
    /// Function index to its slot in that table.
    slots: HashMap<u32, u32>,
    /// The rest's function index to the whole module's defined-function index (wasm-split's
    /// names, kept by `-g`), and back.
    whole_of: HashMap<u32, u32>,
    by_whole: HashMap<u32, u32>,
    /// The raw sections before the code (but the custom ones), for the rest with exports.
    sections: Vec<(u8, std::ops::Range<usize>)>,
}

fn read(bytes: &[u8]) -> Result<Rest<'_>, TaskError> {
    let mut rest = Rest {
        bytes,
        types: 0..0,
        imports: Vec::new(),
        imported: 0,
        js_callable: Vec::new(),
        function_types: Vec::new(),
        bodies: Vec::new(),
        table: 0,
        slots: HashMap::new(),
        whole_of: HashMap::new(),
        by_whole: HashMap::new(),
        sections: Vec::new(),
    };
    for payload in Parser::new(0).parse_all(bytes) {
        let payload = payload?;
        if let Some((id @ 1.., range)) = payload.as_section() {
            rest.sections.push((id, range));
        }
        match payload {
            Payload::TypeSection(reader) => {
                rest.types = reader.range();
                for ty in reader.into_iter_err_on_gc_types() {
                    let ty = ty?;
                    let plain = |t: &ValType| !matches!(t, ValType::V128);
                    rest.js_callable
                        .push(ty.params().iter().all(plain) && ty.results().iter().all(plain));
                }
            }
            Payload::ImportSection(reader) => {
                for import in reader.into_imports() {
                    let import = import?;
                    if matches!(import.ty, TypeRef::Func(_) | TypeRef::FuncExact(_)) {
                        rest.imported += 1;
                    }
                    rest.imports.push(import);
                }
            }
            Payload::FunctionSection(reader) => {
                for ty in reader {
                    rest.function_types.push(ty?);
                }
            }
            Payload::ElementSection(reader) => {
                for element in reader {
                    let element = element?;
                    let ElementKind::Active {
                        table_index,
                        offset_expr,
                    } = element.kind
                    else {
                        return Err(TaskError("the rest of the light module has an element segment that is not active".into()));
                    };
                    rest.table = table_index.unwrap_or(0);
                    let Operator::I32Const { value } = offset_expr.get_operators_reader().read()?
                    else {
                        return Err(TaskError(
                            "an element segment of the rest starts at no constant offset".into(),
                        ));
                    };
                    let ElementItems::Functions(functions) = element.items else {
                        return Err(TaskError(
                            "an element segment of the rest holds expressions, not functions"
                                .into(),
                        ));
                    };
                    for (i, function) in functions.into_iter().enumerate() {
                        rest.slots.insert(function?, value as u32 + i as u32);
                    }
                }
            }
            Payload::CodeSectionEntry(body) => rest.bodies.push(body),
            Payload::CustomSection(reader) => {
                if let KnownCustom::Name(names) = reader.as_known() {
                    for name in names {
                        if let Name::Function(map) = name? {
                            for naming in map {
                                let naming = naming?;
                                if let Ok(whole) = naming.name.parse::<u32>() {
                                    rest.whole_of.insert(naming.index, whole);
                                    rest.by_whole.insert(whole, naming.index);
                                }
                            }
                        }
                    }
                }
            }
            _ => {}
        }
    }
    let defined = rest.imported..rest.imported + rest.bodies.len() as u32;
    if defined.clone().any(|f| !rest.whole_of.contains_key(&f)) {
        return Err(TaskError(
            "a function of the rest of the light module has no name (wasm-split -g)".into(),
        ));
    }
    Ok(rest)
}

/// What a part holds (the rest's function indices), and calls: the primary's imports, and
/// the rest's functions it does not hold.
struct PartPlan {
    held: BTreeSet<u32>,
    primary_used: BTreeSet<u32>,
    from_rest: BTreeSet<u32>,
}

/// Renumbers function indices (`call`, `return_call`, `ref.func`) as a part has them.
struct Renumber<'m>(&'m HashMap<u32, u32>);

impl Reencode for Renumber<'_> {
    type Error = u32;

    fn function_index(&mut self, func: u32) -> Result<u32, wasm_encoder::reencode::Error<u32>> {
        self.0
            .get(&func)
            .copied()
            .ok_or(wasm_encoder::reencode::Error::UserError(func))
    }
}

impl Rest<'_> {
    fn body(&self, function: u32) -> &FunctionBody<'_> {
        &self.bodies[(function - self.imported) as usize]
    }

    fn type_of(&self, function: u32) -> u32 {
        self.function_types[(function - self.imported) as usize]
    }

    /// The functions `function`'s body calls or refers to.
    fn callees(&self, function: u32) -> Result<Vec<u32>, TaskError> {
        let mut ops = self.body(function).get_operators_reader()?;
        let mut found = Vec::new();
        while !ops.eof() {
            if let Operator::Call { function_index }
            | Operator::ReturnCall { function_index }
            | Operator::RefFunc { function_index } = ops.read()?
            {
                found.push(function_index);
            }
        }
        Ok(found)
    }

    /// The name a function of the rest is exported by, and a part imports it by.
    fn export_name(&self, function: u32) -> String {
        self.whole_of[&function].to_string()
    }

    /// What the part holding `wanted` (the whole module's defined-function indices; those
    /// not in the rest are in the primary already) holds and calls.
    fn plan(&self, wanted: &BTreeSet<u32>) -> Result<PartPlan, TaskError> {
        let mut held: BTreeSet<u32> = wanted
            .iter()
            .filter_map(|whole| self.by_whole.get(whole).copied())
            .collect();
        // What the held functions call: the primary's imports they use, and the rest's
        // functions they do not hold (held after all where a JavaScript call cannot carry
        // their values: `v128`).
        let mut primary_used = BTreeSet::new();
        let mut from_rest = BTreeSet::new();
        let mut queue: Vec<u32> = held.iter().copied().collect();
        while let Some(function) = queue.pop() {
            for callee in self.callees(function)? {
                if callee < self.imported {
                    primary_used.insert(callee);
                } else if !held.contains(&callee) {
                    if self.js_callable[self.type_of(callee) as usize] {
                        from_rest.insert(callee);
                    } else {
                        from_rest.remove(&callee);
                        held.insert(callee);
                        queue.push(callee);
                    }
                }
            }
        }
        Ok(PartPlan {
            held,
            primary_used,
            from_rest,
        })
    }

    /// The part of `plan`, exporting those of its functions in `exported` (what other parts
    /// call and do not hold), as the module doc says.
    fn part(&self, plan: &PartPlan, exported: &BTreeSet<u32>) -> Result<Vec<u8>, TaskError> {
        let PartPlan {
            held,
            primary_used,
            from_rest,
        } = plan;
        // The part's function index space: the primary's functions it calls, then the
        // rest's it calls, then its own.
        let mut index = HashMap::new();
        let mut imports = ImportSection::new();
        let mut function_import = 0;
        for import in &self.imports {
            let ty = RoundtripReencoder.entity_type(import.ty)?;
            if let EntityType::Function(_) = ty {
                if primary_used.contains(&function_import) {
                    index.insert(function_import, index.len() as u32);
                    imports.import(import.module, import.name, ty);
                }
                function_import += 1;
            } else {
                imports.import(import.module, import.name, ty);
            }
        }
        for &function in from_rest {
            index.insert(function, index.len() as u32);
            imports.import(
                "rest",
                &self.export_name(function),
                EntityType::Function(self.type_of(function)),
            );
        }
        let mut functions = FunctionSection::new();
        let mut exports = ExportSection::new();
        for &function in held {
            index.insert(function, index.len() as u32);
            functions.function(self.type_of(function));
            if exported.contains(&function) {
                exports.export(
                    &self.export_name(function),
                    ExportKind::Func,
                    index[&function],
                );
            }
        }
        // One element segment per run of consecutive slots.
        let by_slot: BTreeMap<u32, u32> = held
            .iter()
            .filter_map(|f| self.slots.get(f).map(|&slot| (slot, index[f])))
            .collect();
        let mut elements = ElementSection::new();
        let table = (self.table != 0).then_some(self.table);
        let mut run: Vec<u32> = Vec::new();
        let mut start = 0;
        for (&slot, &function) in by_slot.iter().chain(std::iter::once((&u32::MAX, &0))) {
            if !run.is_empty() && slot != start + run.len() as u32 {
                elements.active(
                    table,
                    &ConstExpr::i32_const(start as i32),
                    Elements::Functions(std::mem::take(&mut run).into()),
                );
            }
            if slot == u32::MAX {
                break;
            }
            if run.is_empty() {
                start = slot;
            }
            run.push(function);
        }
        let mut code = CodeSection::new();
        let mut renumber = Renumber(&index);
        for &function in held {
            renumber
                .parse_function_body(&mut code, self.body(function).clone())
                .map_err(|error| {
                    TaskError(format!(
                        "a function of the light module's rest, renumbered for a part: {error:?}"
                    ))
                })?;
        }
        let mut module = Module::new();
        module.section(&RawSection {
            id: 1,
            data: &self.bytes[self.types.clone()],
        });
        module.section(&imports);
        module.section(&functions);
        module.section(&exports);
        module.section(&elements);
        module.section(&code);
        let bytes = module.finish();
        validate(&bytes, "a part of the light module")?;
        Ok(bytes)
    }

    /// The rest with each of its functions exported by its name in the whole module, so a
    /// part can call one it does not hold (its import from `rest`).
    fn exporting(&self) -> Result<Vec<u8>, TaskError> {
        let mut module = Module::new();
        let mut exported = false;
        let mut exports = ExportSection::new();
        for f in self.imported..self.imported + self.bodies.len() as u32 {
            exports.export(&self.export_name(f), ExportKind::Func, f);
        }
        for (id, range) in &self.sections {
            // Exports go after the functions, tables, memories and globals, before the rest.
            if *id >= 7 && !exported {
                module.section(&exports);
                exported = true;
            }
            if *id == 7 {
                return Err(TaskError(
                    "the rest of the light module already has exports".into(),
                ));
            }
            module.section(&RawSection {
                id: *id,
                data: &self.bytes[range.clone()],
            });
        }
        let bytes = module.finish();
        validate(&bytes, "the rest of the light module")?;
        Ok(bytes)
    }
}

fn validate(bytes: &[u8], what: &str) -> Result<(), TaskError> {
    wasmparser::Validator::new_with_features(wasmparser::WasmFeatures::all())
        .validate_all(bytes)
        .map(|_| ())
        .map_err(|error| TaskError(format!("{what} does not validate: {error}")))
}

/// Writes `out_dir/PREFIX_part_NAME.wasm` for each `(NAME, functions)` of `parts`, cut out
/// of `rest` (the rest as wasm-split wrote it with `-g`, names kept), and
/// `out_dir/PREFIX_rest.wasm`, the rest exporting its functions; returns the parts' bytes and
/// the rest's.
pub fn write_parts(
    rest: &Path,
    parts: &BTreeMap<String, BTreeSet<u32>>,
    out_dir: &Path,
    prefix: &str,
) -> Result<(usize, usize), TaskError> {
    let bytes = std::fs::read(rest)?;
    let rest = read(&bytes)?;
    let plans = parts
        .values()
        .map(|functions| rest.plan(functions))
        .collect::<Result<Vec<_>, _>>()?;
    // A part calls a function it does not hold through the glue, which asks the parts the
    // page has for it before it loads the rest: each exports what others call.
    let called: BTreeSet<u32> = plans
        .iter()
        .flat_map(|plan| plan.from_rest.iter().copied())
        .collect();
    let mut written = 0;
    for (name, plan) in parts.keys().zip(&plans) {
        let exported: BTreeSet<u32> = plan.held.intersection(&called).copied().collect();
        let part = rest.part(plan, &exported)?;
        written += part.len();
        std::fs::write(out_dir.join(format!("{prefix}_part_{name}.wasm")), part)?;
    }
    let exporting = rest.exporting()?;
    std::fs::write(out_dir.join(format!("{prefix}_rest.wasm")), &exporting)?;
    Ok((written, exporting.len()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_encoder::{
        Function, FunctionSection, ImportSection, Instruction, MemoryType, NameMap, NameSection,
        TableType, TypeSection, ValType as V,
    };

    /// A rest as wasm-split writes one: it imports a function, the memory and the table
    /// from the primary; it defines the whole module's functions 10, 11 and 12 (names kept),
    /// where 10 calls 11 and the primary's function; 10 and 12 have slots 5 and 6.
    fn rest() -> Vec<u8> {
        let mut module = Module::new();
        let mut types = TypeSection::new();
        types.ty().function([V::I32], [V::I32]);
        module.section(&types);
        let mut imports = ImportSection::new();
        imports.import("primary", "%f", EntityType::Function(0));
        imports.import(
            "primary",
            "%memory",
            MemoryType {
                minimum: 1,
                maximum: None,
                memory64: false,
                shared: false,
                page_size_log2: None,
            },
        );
        imports.import(
            "primary",
            "%table",
            TableType {
                element_type: wasm_encoder::RefType::FUNCREF,
                table64: false,
                minimum: 8,
                maximum: None,
                shared: false,
            },
        );
        module.section(&imports);
        let mut functions = FunctionSection::new();
        for _ in 0..3 {
            functions.function(0);
        }
        module.section(&functions);
        let mut elements = ElementSection::new();
        elements.active(
            None,
            &ConstExpr::i32_const(5),
            Elements::Functions(vec![1, 3].into()),
        );
        module.section(&elements);
        let mut code = CodeSection::new();
        let mut ten = Function::new([]);
        ten.instructions().local_get(0).call(2).call(0).end();
        code.function(&ten);
        for _ in 0..2 {
            let mut body = Function::new([]);
            body.instruction(&Instruction::LocalGet(0))
                .instruction(&Instruction::End);
            code.function(&body);
        }
        module.section(&code);
        let mut names = NameMap::new();
        for (index, name) in [(1, "10"), (2, "11"), (3, "12")] {
            names.append(index, name);
        }
        let mut section = NameSection::new();
        section.functions(&names);
        module.section(&section);
        module.finish()
    }

    #[test]
    fn a_part_holds_its_functions_and_calls_the_others_through_imports() {
        let bytes = rest();
        let rest = read(&bytes).unwrap();
        let plan = rest.plan(&BTreeSet::from([10])).unwrap();
        assert_eq!(plan.held, BTreeSet::from([1]));
        assert_eq!(plan.from_rest, BTreeSet::from([2]));
        assert_eq!(plan.primary_used, BTreeSet::from([0]));
        let part = rest.part(&plan, &BTreeSet::from([1])).unwrap();
        let mut imports = Vec::new();
        let mut exports = Vec::new();
        let mut slots = Vec::new();
        for payload in Parser::new(0).parse_all(&part) {
            match payload.unwrap() {
                Payload::ImportSection(reader) => {
                    imports.extend(
                        reader
                            .into_imports()
                            .map(|i| i.map(|i| format!("{}.{}", i.module, i.name)).unwrap()),
                    );
                }
                Payload::ExportSection(reader) => {
                    exports.extend(reader.into_iter().map(|e| e.unwrap().name.to_string()))
                }
                Payload::ElementSection(reader) => {
                    for element in reader {
                        let element = element.unwrap();
                        let ElementKind::Active { offset_expr, .. } = element.kind else {
                            panic!("not active")
                        };
                        let Operator::I32Const { value } =
                            offset_expr.get_operators_reader().read().unwrap()
                        else {
                            panic!("offset")
                        };
                        let ElementItems::Functions(functions) = element.items else {
                            panic!("expressions")
                        };
                        slots.push((
                            value,
                            functions
                                .into_iter()
                                .map(Result::unwrap)
                                .collect::<Vec<_>>(),
                        ));
                    }
                }
                _ => {}
            }
        }
        // The primary's function and the rest's 11, then the memory and the table; 10 is
        // the part's own function 2, in its slot 5, exported by its name.
        assert_eq!(
            imports,
            ["primary.%f", "primary.%memory", "primary.%table", "rest.11"]
        );
        assert_eq!(exports, ["10"]);
        assert_eq!(slots, [(5, vec![2])]);
        // The rest exports every function by its name.
        let exporting = rest.exporting().unwrap();
        let mut names = Vec::new();
        for payload in Parser::new(0).parse_all(&exporting) {
            if let Payload::ExportSection(reader) = payload.unwrap() {
                names.extend(reader.into_iter().map(|e| e.unwrap().name.to_string()));
            }
        }
        assert_eq!(names, ["10", "11", "12"]);
    }
}
