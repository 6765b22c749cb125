// case: exec.setp/execute/vs_2_x/setp-not-mixed (execute)
// expect: the outputs of execute-vs_2_x-setp-not-mixed.outputs.json (tolerance 5.960464477539063e-7)
// origin: execute setp-not {inputs: mixed}
vs_2_x
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r1
setp_ge p0, r1, r2
(!p0) add r0, r1, r3
mov oPos, r0
