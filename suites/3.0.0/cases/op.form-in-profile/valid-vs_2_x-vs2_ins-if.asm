// case: op.form-in-profile/valid/vs_2_x/vs2_ins-if (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_x/vs2_ins-if (assemble)
// expect: the tokens of valid-vs_2_x-vs2_ins-if.bin
// origin: template op {ins: if}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
if b0
mov r0, r1
endif
mov oPos, v0
