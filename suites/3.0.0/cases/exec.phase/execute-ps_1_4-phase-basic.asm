// case: exec.phase/execute/ps_1_4/phase-basic (execute)
// expect: the outputs of execute-ps_1_4-phase-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute phase {inputs: basic}
ps_1_4
mov r0, c0
phase
mov r0.rgb, r0
