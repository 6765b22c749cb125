// case: op.form-in-profile/valid/vs_2_sw/vs_ins-nop (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_sw/vs_ins-nop (assemble)
// expect: the tokens of valid-vs_2_sw-vs_ins-nop.bin
// origin: template op {ins: nop}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
nop
mov oPos, v0
