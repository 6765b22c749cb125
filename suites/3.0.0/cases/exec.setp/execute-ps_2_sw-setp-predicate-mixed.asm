// case: exec.setp/execute/ps_2_sw/setp-predicate-mixed (execute)
// expect: the outputs of execute-ps_2_sw-setp-predicate-mixed.outputs.json (tolerance 5.4931640625e-4)
// origin: execute setp-predicate {inputs: mixed}
ps_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r1
setp_lt p0, r1, r2
(p0) mov r0, r3
mov oC0, r0
