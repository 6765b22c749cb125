// case: src.matrix-operand/invalid/ps_2_x/file_ins-m4x4 (validate)
// expect: invalid [src.matrix-operand]
// origin: template op {ins: m4x4}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
m4x4 r0, r1, r2
mov oC0, c0
