// case: ps.msaa.once/execute/ps_2_x/msaa-once-four-samples (execute)
// expect: the outputs of execute-ps_2_x-msaa-once-four-samples.outputs.json (tolerance 2.44140625e-4)
// origin: execute msaa-once {inputs: four-samples}
ps_2_x
mov r1, c0
mov r2, c1
mov r3, c2
add r0, r1, r2
mov oC0, r0
