// case: mod.shift/invalid/ps_2_x/op-mad_shift-x4 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: mad, shift: x4}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mad_x4 r0, r1, r1, r1
mov oC0, c0
