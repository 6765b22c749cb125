// case: op.form-in-profile/valid/vs_2_0/vs2_ins-if-else (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_2_0/vs2_ins-if-else (assemble)
// expect: the tokens of valid-vs_2_0-vs2_ins-if-else.bin
// origin: template op {ins: if-else}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
if b0
mov r0, r1
else
mov r0, r2
endif
mov oPos, v0
