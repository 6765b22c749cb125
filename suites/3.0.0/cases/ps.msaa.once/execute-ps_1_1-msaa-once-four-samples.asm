// case: ps.msaa.once/execute/ps_1_1/msaa-once-four-samples (execute)
// expect: the outputs of execute-ps_1_1-msaa-once-four-samples.outputs.json (tolerance 6.25e-2)
// origin: execute msaa-once {inputs: four-samples}
ps_1_1
mov r1, c2
add r0, c0, c1
