// case: op.form-in-profile/invalid/vs_1_1/vs11-flow_ins-loop (validate)
// expect: invalid [op.form-in-profile, reg.file-available]
// origin: template op {ins: loop}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, i0
mov r0, r1
endloop
mov oPos, v0
