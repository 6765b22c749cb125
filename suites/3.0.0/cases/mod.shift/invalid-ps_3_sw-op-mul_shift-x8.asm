// case: mod.shift/invalid/ps_3_sw/op-mul_shift-x8 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: mul, shift: x8}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mul_x8 r0, r1, r1
mov oC0, c0
