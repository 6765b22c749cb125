// case: exec.setp/execute/ps_2_sw/setp-not-mixed (execute)
// expect: the outputs of execute-ps_2_sw-setp-not-mixed.outputs.json (tolerance 7.62939453125e-5)
// origin: execute setp-not {inputs: mixed}
ps_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r1
setp_ge p0, r1, r2
(!p0) add r0, r1, r3
mov oC0, r0
