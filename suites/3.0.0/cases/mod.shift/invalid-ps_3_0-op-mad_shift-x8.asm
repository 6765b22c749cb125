// case: mod.shift/invalid/ps_3_0/op-mad_shift-x8 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: mad, shift: x8}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mad_x8 r0, r1, r1, r1
mov oC0, c0
