// case: mod.shift/invalid/vs_3_0/op-mul_shift-d8 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: mul, shift: d8}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mul_d8 r0, r1, r1
mov o0, v0
