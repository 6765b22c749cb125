// case: mod.shift/invalid/vs_1_1/op-mul_shift-d2 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: mul, shift: d2}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mul_d2 r0, r1, r1
mov oPos, v0
