// case: exec.exp/execute/ps_2_0/exp-basic (execute)
// expect: the outputs of execute-ps_2_0-exp-basic.outputs.json (tolerance 4.8828125e-4)
// origin: execute exp {inputs: basic}
ps_2_0
mov r1, c0
mov r2, c1
mov r3, c2
exp r0, r1.x
mov oC0, r0
