//! The claim language: a small, safe expression language over a position's numbers.
//!
//! ```text
//! claim   := iff
//! iff     := or ('iff' | '<=>' | '⟺') or ...
//! or      := and ('or' | '||') and ...
//! and     := not ('and' | '&&') not ...
//! not     := ('not' | '!') not | compare
//! compare := xor (('==' | '=' | '!=' | '≠' | '<' | '<=' | '≤' | '>' | '>=' | '≥') xor)?
//! xor     := sum (('xor' | '^' | '⊕') sum)*
//! sum     := product (('+' | '-') product)*
//! product := unary (('*' | '/' | 'mod' | '%') unary)*
//! unary   := '-' unary | atom
//! atom    := number | 'n' | 'a' | 'b' | 'P' | 'N' | 'phi' | 'φ' | 'true' | 'false'
//!          | 'sg' ['(' args ')'] | function '(' args ')' | '(' claim ')'
//! ```
//!
//! Functions: `floor`, `ceil`, `abs`, `min`, `max`, `sqrt`, `sg`. Numbers are decimals,
//! read exactly (`1.618` is 1618/1000). Parsed into a tree, never evaluated as code.

use super::number::Number;

/// The longest claim accepted, in bytes.
pub const MAX_CLAIM_LEN: usize = 2000;

/// The deepest nesting of parentheses and operators accepted.
pub const MAX_DEPTH: usize = 64;

/// A variable of the position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Var {
    /// A heap game's heap.
    N,
    /// A two-number game's first number.
    A,
    /// A two-number game's second number.
    B,
    /// A name bound by the text around the expression (a user-defined game's `for k in
    /// ...`), by its index among the names given to [`parse_with`].
    Bound(usize),
}

/// A function of the language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Func {
    /// `floor(x)`.
    Floor,
    /// `ceil(x)`.
    Ceil,
    /// `abs(x)`.
    Abs,
    /// `min(x, y, ...)`.
    Min,
    /// `max(x, y, ...)`.
    Max,
    /// `sqrt(x)`.
    Sqrt,
    /// `sg(...)`: the SG value of the position with these numbers (`sg` alone: this one).
    Sg,
}

/// A binary operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// `+`.
    Add,
    /// `-`.
    Sub,
    /// `*` (`·`, `×`).
    Mul,
    /// `/`, exact (a number of the form `p + q√d`, not rounded).
    Div,
    /// `mod` (`%`) of whole numbers, never negative.
    Mod,
    /// `xor` (`^`, `⊕`) of natural numbers, as Nim adds heaps.
    Xor,
    /// `==` (`=`).
    Eq,
    /// `!=` (`≠`).
    Ne,
    /// `<`.
    Lt,
    /// `<=` (`≤`).
    Le,
    /// `>`.
    Gt,
    /// `>=` (`≥`).
    Ge,
    /// `and` (`&&`).
    And,
    /// `or` (`||`).
    Or,
    /// `iff` (`<=>`, `⟺`, `↔`): both true or both false.
    Iff,
}

/// A parsed claim.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    /// A constant.
    Number(Number),
    /// `true` or `false`.
    Bool(bool),
    /// A variable, with its column.
    Var(Var, usize),
    /// `P` (true) or `N` (false): whether the position is of that outcome, with its column.
    Outcome(bool, usize),
    /// `-x`, with its column.
    Neg(Box<Expr>, usize),
    /// `not x`, with its column.
    Not(Box<Expr>, usize),
    /// `x even` (false) or `x odd` (true), with its column.
    Parity(Box<Expr>, bool, usize),
    /// `x op y`, with the operator's column.
    Binary(Op, Box<Expr>, Box<Expr>, usize),
    /// `f(args)`, with the function's column.
    Call(Func, Vec<Expr>, usize),
}

/// What is wrong with a claim's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SyntaxKind {
    /// A character the language does not use.
    Character(char),
    /// A name the language does not know.
    UnknownName(String),
    /// Something else was expected (a message key naming it).
    Expected(&'static str),
    /// A function called with the wrong number of arguments.
    Arity {
        /// The function's name.
        name: &'static str,
        /// How many arguments it takes, as the message says it (`1`, `2+`, `0-2`).
        expected: &'static str,
    },
    /// A number too long to read.
    BadNumber,
    /// The claim is longer than [`MAX_CLAIM_LEN`] or nested deeper than [`MAX_DEPTH`].
    TooLong,
}

/// A syntax error at a 1-based column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    /// The column (in characters) where the problem is.
    pub column: usize,
    /// What is wrong.
    pub kind: SyntaxKind,
}

#[derive(Clone, Debug, PartialEq)]
enum Token {
    Number(String),
    Name(String),
    Symbol(&'static str),
    End,
}

fn lex(text: &str) -> Result<Vec<(Token, usize)>, SyntaxError> {
    const SYMBOLS: &[&str] = &[
        "<=>", "==", "!=", "<=", ">=", "&&", "||", "=", "<", ">", "+", "-", "*", "/", "%", "^",
        "(", ")", ",", "!", "≠", "≤", "≥", "⊕", "⟺", "↔", "·", "×",
    ];
    let chars: Vec<char> = text.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let column = i + 1;
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_digit()
            || (c == '.' && chars.get(i + 1).is_some_and(char::is_ascii_digit))
        {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_digit() || chars[i] == '.') {
                i += 1;
            }
            let number: String = chars[start..i].iter().collect();
            if number.matches('.').count() > 1 || number.len() > 30 {
                return Err(SyntaxError {
                    column,
                    kind: SyntaxKind::BadNumber,
                });
            }
            tokens.push((Token::Number(number), column));
        } else if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            tokens.push((Token::Name(chars[start..i].iter().collect()), column));
        } else {
            let rest: String = chars[i..chars.len().min(i + 3)].iter().collect();
            let Some(symbol) = SYMBOLS.iter().find(|s| rest.starts_with(**s)) else {
                return Err(SyntaxError {
                    column,
                    kind: SyntaxKind::Character(c),
                });
            };
            i += symbol.chars().count();
            tokens.push((Token::Symbol(symbol), column));
        }
    }
    tokens.push((Token::End, chars.len() + 1));
    Ok(tokens)
}

struct Parser<'n> {
    tokens: Vec<(Token, usize)>,
    next: usize,
    depth: usize,
    names: &'n [&'n str],
}

/// Parses a claim.
///
/// ```
/// use sglab_core::claim::parse::parse;
/// assert!(parse("P iff a xor b == 0").is_ok());
/// assert_eq!(parse("P iff n mod 4 = = 0").unwrap_err().column, 17);
/// ```
pub fn parse(text: &str) -> Result<Expr, SyntaxError> {
    parse_with(text, &[])
}

/// Parses an expression in which `names` are also variables ([`Var::Bound`]).
pub fn parse_with(text: &str, names: &[&str]) -> Result<Expr, SyntaxError> {
    if text.len() > MAX_CLAIM_LEN {
        return Err(SyntaxError {
            column: 1,
            kind: SyntaxKind::TooLong,
        });
    }
    let mut parser = Parser {
        tokens: lex(text)?,
        next: 0,
        depth: 0,
        names,
    };
    let expr = parser.iff()?;
    match parser.peek() {
        Token::End => Ok(expr),
        _ => Err(parser.expected("claim.expected.operator")),
    }
}

impl Parser<'_> {
    fn peek(&self) -> &Token {
        &self.tokens[self.next.min(self.tokens.len() - 1)].0
    }

    fn column(&self) -> usize {
        self.tokens[self.next.min(self.tokens.len() - 1)].1
    }

    fn expected(&self, what: &'static str) -> SyntaxError {
        SyntaxError {
            column: self.column(),
            kind: SyntaxKind::Expected(what),
        }
    }

    /// Takes the next token if it is one of `words` (names or symbols).
    fn take(&mut self, words: &[&str]) -> Option<usize> {
        let matches = match self.peek() {
            Token::Name(name) => words.contains(&name.as_str()),
            Token::Symbol(symbol) => words.contains(symbol),
            _ => false,
        };
        matches.then(|| {
            let column = self.column();
            self.next += 1;
            column
        })
    }

    fn deeper(&mut self) -> Result<(), SyntaxError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(SyntaxError {
                column: self.column(),
                kind: SyntaxKind::TooLong,
            });
        }
        Ok(())
    }

    fn binary_level(
        &mut self,
        ops: &[(&[&str], Op)],
        next: fn(&mut Self) -> Result<Expr, SyntaxError>,
        repeat: bool,
    ) -> Result<Expr, SyntaxError> {
        let mut left = next(self)?;
        loop {
            let found = ops
                .iter()
                .find_map(|(words, op)| self.take(words).map(|column| (*op, column)));
            let Some((op, column)) = found else { break };
            self.deeper()?;
            let right = next(self)?;
            self.depth -= 1;
            left = Expr::Binary(op, Box::new(left), Box::new(right), column);
            if !repeat {
                break;
            }
        }
        Ok(left)
    }

    fn iff(&mut self) -> Result<Expr, SyntaxError> {
        self.binary_level(&[(&["iff", "<=>", "⟺", "↔"], Op::Iff)], Self::or, true)
    }

    fn or(&mut self) -> Result<Expr, SyntaxError> {
        self.binary_level(&[(&["or", "||"], Op::Or)], Self::and, true)
    }

    fn and(&mut self) -> Result<Expr, SyntaxError> {
        self.binary_level(&[(&["and", "&&"], Op::And)], Self::not, true)
    }

    fn not(&mut self) -> Result<Expr, SyntaxError> {
        if let Some(column) = self.take(&["not", "!"]) {
            self.deeper()?;
            let inner = self.not()?;
            self.depth -= 1;
            return Ok(Expr::Not(Box::new(inner), column));
        }
        self.compare()
    }

    /// `x even`, `x odd`, or `x`.
    fn parity(&mut self) -> Result<Expr, SyntaxError> {
        let inner = self.xor()?;
        if let Some(column) = self.take(&["even"]) {
            return Ok(Expr::Parity(Box::new(inner), false, column));
        }
        if let Some(column) = self.take(&["odd"]) {
            return Ok(Expr::Parity(Box::new(inner), true, column));
        }
        Ok(inner)
    }

    fn compare(&mut self) -> Result<Expr, SyntaxError> {
        self.binary_level(
            &[
                (&["==", "="], Op::Eq),
                (&["!=", "≠"], Op::Ne),
                (&["<="], Op::Le),
                (&["≤"], Op::Le),
                (&[">="], Op::Ge),
                (&["≥"], Op::Ge),
                (&["<"], Op::Lt),
                (&[">"], Op::Gt),
            ],
            Self::parity,
            false,
        )
    }

    fn xor(&mut self) -> Result<Expr, SyntaxError> {
        self.binary_level(&[(&["xor", "^", "⊕"], Op::Xor)], Self::sum, true)
    }

    fn sum(&mut self) -> Result<Expr, SyntaxError> {
        self.binary_level(&[(&["+"], Op::Add), (&["-"], Op::Sub)], Self::product, true)
    }

    fn product(&mut self) -> Result<Expr, SyntaxError> {
        self.binary_level(
            &[
                (&["*", "·", "×"], Op::Mul),
                (&["/"], Op::Div),
                (&["mod", "%"], Op::Mod),
            ],
            Self::unary,
            true,
        )
    }

    fn unary(&mut self) -> Result<Expr, SyntaxError> {
        if let Some(column) = self.take(&["-"]) {
            self.deeper()?;
            let inner = self.unary()?;
            self.depth -= 1;
            return Ok(Expr::Neg(Box::new(inner), column));
        }
        self.atom()
    }

    fn atom(&mut self) -> Result<Expr, SyntaxError> {
        let column = self.column();
        let token = self.peek().clone();
        match token {
            Token::Number(text) => {
                self.next += 1;
                Number::decimal(&text)
                    .map(Expr::Number)
                    .map_err(|_| SyntaxError {
                        column,
                        kind: SyntaxKind::BadNumber,
                    })
            }
            Token::Symbol("(") => {
                self.next += 1;
                self.deeper()?;
                let inner = self.iff()?;
                self.depth -= 1;
                if self.take(&[")"]).is_none() {
                    return Err(self.expected("claim.expected.close"));
                }
                Ok(inner)
            }
            Token::Name(name) => {
                self.next += 1;
                self.name(&name, column)
            }
            _ => Err(self.expected("claim.expected.value")),
        }
    }

    fn name(&mut self, name: &str, column: usize) -> Result<Expr, SyntaxError> {
        let func = match name {
            "n" => return Ok(Expr::Var(Var::N, column)),
            "a" => return Ok(Expr::Var(Var::A, column)),
            "b" => return Ok(Expr::Var(Var::B, column)),
            "P" => return Ok(Expr::Outcome(true, column)),
            "N" => return Ok(Expr::Outcome(false, column)),
            "phi" | "φ" => return Ok(Expr::Number(Number::phi())),
            "true" => return Ok(Expr::Bool(true)),
            "false" => return Ok(Expr::Bool(false)),
            "floor" => Func::Floor,
            "ceil" => Func::Ceil,
            "abs" => Func::Abs,
            "min" => Func::Min,
            "max" => Func::Max,
            "sqrt" | "√" => Func::Sqrt,
            "sg" => Func::Sg,
            other if self.names.contains(&other) => {
                let index = self.names.iter().position(|n| *n == other).unwrap_or(0);
                return Ok(Expr::Var(Var::Bound(index), column));
            }
            other => {
                return Err(SyntaxError {
                    column,
                    kind: SyntaxKind::UnknownName(other.chars().take(40).collect()),
                })
            }
        };
        if self.take(&["("]).is_none() {
            if func == Func::Sg {
                return Ok(Expr::Call(Func::Sg, Vec::new(), column));
            }
            return Err(self.expected("claim.expected.open"));
        }
        self.deeper()?;
        let mut args = Vec::new();
        if self.take(&[")"]).is_none() {
            loop {
                args.push(self.iff()?);
                if self.take(&[","]).is_some() {
                    continue;
                }
                if self.take(&[")"]).is_some() {
                    break;
                }
                return Err(self.expected("claim.expected.comma"));
            }
        }
        self.depth -= 1;
        let (ok, expected) = match func {
            Func::Floor | Func::Ceil | Func::Abs | Func::Sqrt => (args.len() == 1, "1"),
            Func::Min | Func::Max => (args.len() >= 2, "2+"),
            Func::Sg => (args.len() <= 2, "0-2"),
        };
        if !ok {
            return Err(SyntaxError {
                column,
                kind: SyntaxKind::Arity {
                    name: func_name(func),
                    expected,
                },
            });
        }
        Ok(Expr::Call(func, args, column))
    }
}

/// The name of a function as written.
pub fn func_name(func: Func) -> &'static str {
    match func {
        Func::Floor => "floor",
        Func::Ceil => "ceil",
        Func::Abs => "abs",
        Func::Sqrt => "sqrt",
        Func::Min => "min",
        Func::Max => "max",
        Func::Sg => "sg",
    }
}
