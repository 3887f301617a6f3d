//! Evaluation of a parsed expression, exactly, against an environment that knows the
//! variables (and, for claims, the position's outcome and SG values). Shared by the claim
//! checker and by user-defined games (`moves "..."`).

use std::cmp::Ordering;

use super::number::{Number, NumberError};
use super::parse::{Expr, Func, Op, Var};
use crate::limits::LimitError;

/// A value of the language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// A number.
    Number(Number),
    /// A yes/no value.
    Bool(bool),
}

/// Why an evaluation failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EvalError {
    /// Arithmetic failed.
    Number(NumberError),
    /// A number where a yes/no value was needed, or the reverse, at this column.
    Type(usize),
    /// A variable the environment does not have, at this column.
    Variable(usize),
    /// `P`, `N` or `sg` where the environment has no game values, at this column.
    NoValues(usize),
    /// `sg(...)` of numbers that name no position.
    NotAPosition,
    /// A limit stopped a value's computation.
    Limit(LimitError),
}

impl From<NumberError> for EvalError {
    fn from(error: NumberError) -> Self {
        EvalError::Number(error)
    }
}

impl From<LimitError> for EvalError {
    fn from(error: LimitError) -> Self {
        EvalError::Limit(error)
    }
}

/// What an expression may read.
pub trait Env {
    /// The value of a variable (`column` for errors).
    fn var(&mut self, var: Var, column: usize) -> Result<Number, EvalError>;
    /// Whether the position is P (`p`) or N (`!p`).
    fn outcome(&mut self, p: bool, column: usize) -> Result<bool, EvalError>;
    /// The SG value of the position with these numbers (`None`: this position).
    fn sg(&mut self, numbers: Option<Vec<u64>>, column: usize) -> Result<u64, EvalError>;
    /// Charges `units` of work to the request's budget ([`Number::sqrt_work`]).
    fn charge(&mut self, units: u64) -> Result<(), EvalError>;
}

/// The value of `expr`.
pub fn value(expr: &Expr, env: &mut dyn Env) -> Result<Value, EvalError> {
    Ok(match expr {
        Expr::Number(number) => Value::Number(*number),
        Expr::Bool(value) => Value::Bool(*value),
        Expr::Var(var, column) => Value::Number(env.var(*var, *column)?),
        Expr::Outcome(p, column) => Value::Bool(env.outcome(*p, *column)?),
        Expr::Neg(inner, column) => Value::Number(number(inner, *column, env)?.neg()),
        Expr::Not(inner, column) => Value::Bool(!boolean(inner, *column, env)?),
        Expr::Parity(inner, odd, column) => {
            let x = number(inner, *column, env)?.whole()?;
            Value::Bool((x.rem_euclid(2) == 1) == *odd)
        }
        Expr::Binary(op, left, right, column) => binary(*op, left, right, *column, env)?,
        Expr::Call(func, args, column) => call(*func, args, *column, env)?,
    })
}

/// The value of `expr`, which must be a number.
pub fn number(expr: &Expr, column: usize, env: &mut dyn Env) -> Result<Number, EvalError> {
    match value(expr, env)? {
        Value::Number(number) => Ok(number),
        Value::Bool(_) => Err(EvalError::Type(column)),
    }
}

/// The value of `expr`, which must be yes or no.
pub fn boolean(expr: &Expr, column: usize, env: &mut dyn Env) -> Result<bool, EvalError> {
    match value(expr, env)? {
        Value::Bool(value) => Ok(value),
        Value::Number(_) => Err(EvalError::Type(column)),
    }
}

/// A number that must be a whole number from 0 up.
pub fn natural(number: &Number) -> Result<u64, EvalError> {
    u64::try_from(number.whole()?).map_err(|_| EvalError::Number(NumberError::NotWhole))
}

fn call(func: Func, args: &[Expr], column: usize, env: &mut dyn Env) -> Result<Value, EvalError> {
    let first = |env: &mut dyn Env| number(&args[0], column, env);
    Ok(Value::Number(match func {
        Func::Floor => Number::int(first(env)?.floor()?),
        Func::Ceil => Number::int(-first(env)?.neg().floor()?),
        Func::Abs => {
            let x = first(env)?;
            if x.signum()? < 0 {
                x.neg()
            } else {
                x
            }
        }
        Func::Sqrt => {
            let x = first(env)?;
            // Its trial divisions are charged before they run, whether the root is had or not.
            env.charge(x.sqrt_work())?;
            x.sqrt()?
        }
        Func::Min | Func::Max => {
            let mut best = first(env)?;
            for arg in &args[1..] {
                let x = number(arg, column, env)?;
                let order = x.compare(&best)?;
                let better = match func {
                    Func::Min => order == Ordering::Less,
                    _ => order == Ordering::Greater,
                };
                if better {
                    best = x;
                }
            }
            best
        }
        Func::Sg => {
            let numbers = if args.is_empty() {
                None
            } else {
                let mut numbers = Vec::with_capacity(args.len());
                for arg in args {
                    numbers.push(natural(&number(arg, column, env)?)?);
                }
                Some(numbers)
            };
            Number::int(i128::from(env.sg(numbers, column)?))
        }
    }))
}

fn binary(
    op: Op,
    left: &Expr,
    right: &Expr,
    column: usize,
    env: &mut dyn Env,
) -> Result<Value, EvalError> {
    let logic = |env: &mut dyn Env| -> Result<(bool, bool), EvalError> {
        Ok((boolean(left, column, env)?, boolean(right, column, env)?))
    };
    match op {
        Op::And => {
            return Ok(Value::Bool(
                boolean(left, column, env)? && boolean(right, column, env)?,
            ))
        }
        Op::Or => {
            return Ok(Value::Bool(
                boolean(left, column, env)? || boolean(right, column, env)?,
            ))
        }
        Op::Iff => {
            let (l, r) = logic(env)?;
            return Ok(Value::Bool(l == r));
        }
        _ => {}
    }
    let l = number(left, column, env)?;
    let r = number(right, column, env)?;
    let compared = |wanted: &[Ordering]| -> Result<Value, EvalError> {
        Ok(Value::Bool(wanted.contains(&l.compare(&r)?)))
    };
    match op {
        Op::Add => Ok(Value::Number(l.add(&r)?)),
        Op::Sub => Ok(Value::Number(l.sub(&r)?)),
        Op::Mul => Ok(Value::Number(l.mul(&r)?)),
        Op::Div => Ok(Value::Number(l.div(&r)?)),
        Op::Mod => {
            let (x, m) = (l.whole()?, r.whole()?);
            if m == 0 {
                return Err(EvalError::Number(NumberError::DivisionByZero));
            }
            Ok(Value::Number(Number::int(x.rem_euclid(m))))
        }
        Op::Xor => Ok(Value::Number(Number::int(i128::from(
            natural(&l)? ^ natural(&r)?,
        )))),
        Op::Eq => compared(&[Ordering::Equal]),
        Op::Ne => compared(&[Ordering::Less, Ordering::Greater]),
        Op::Lt => compared(&[Ordering::Less]),
        Op::Le => compared(&[Ordering::Less, Ordering::Equal]),
        Op::Gt => compared(&[Ordering::Greater]),
        Op::Ge => compared(&[Ordering::Greater, Ordering::Equal]),
        // Handled above.
        Op::And | Op::Or | Op::Iff => Err(EvalError::Type(column)),
    }
}
