// case: exec.setp/execute/vs_3_0/setp-predicate-mixed (execute)
// expect: the outputs of execute-vs_3_0-setp-predicate-mixed.outputs.json (tolerance 4.291534423828125e-6)
// origin: execute setp-predicate {inputs: mixed}
vs_3_0
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r1
setp_lt p0, r1, r2
(p0) mov r0, r3
mov o0, r0
