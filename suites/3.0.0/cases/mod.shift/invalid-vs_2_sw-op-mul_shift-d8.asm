// case: mod.shift/invalid/vs_2_sw/op-mul_shift-d8 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: mul, shift: d8}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mul_d8 r0, r1, r1
mov oPos, v0
