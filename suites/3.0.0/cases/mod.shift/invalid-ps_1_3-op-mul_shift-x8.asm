// case: mod.shift/invalid/ps_1_3/op-mul_shift-x8 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: mul, shift: x8}
ps_1_3
mov r1, c0
mul_x8 r0, r1, r1
mov r0, c0
