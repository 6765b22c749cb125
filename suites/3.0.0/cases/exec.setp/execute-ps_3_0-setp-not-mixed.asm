// case: exec.setp/execute/ps_3_0/setp-not-mixed (execute)
// expect: the outputs of execute-ps_3_0-setp-not-mixed.outputs.json (tolerance 5.960464477539063e-7)
// origin: execute setp-not {inputs: mixed}
ps_3_0
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r1
setp_ge p0, r1, r2
(!p0) add r0, r1, r3
mov oC0, r0
