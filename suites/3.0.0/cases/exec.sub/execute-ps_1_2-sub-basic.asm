// case: exec.sub/execute/ps_1_2/sub-basic (execute)
// expect: the outputs of execute-ps_1_2-sub-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute sub {inputs: basic}
ps_1_2
mov r1, c2
sub r0, c0, c1
