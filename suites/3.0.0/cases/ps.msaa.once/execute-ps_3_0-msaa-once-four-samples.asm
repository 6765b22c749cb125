// case: ps.msaa.once/execute/ps_3_0/msaa-once-four-samples (execute)
// expect: the outputs of execute-ps_3_0-msaa-once-four-samples.outputs.json (tolerance 1.9073486328125e-6)
// origin: execute msaa-once {inputs: four-samples}
ps_3_0
mov r1, c0
mov r2, c1
mov r3, c2
add r0, r1, r2
mov oC0, r0
