// case: exec.exp/execute/vs_1_1/exp-basic (execute)
// expect: the outputs of execute-vs_1_1-exp-basic.outputs.json (tolerance 1.52587890625e-5)
// origin: execute exp {inputs: basic}
vs_1_1
mov r1, c0
mov r2, c1
mov r3, c2
exp r0, r1.x
mov oPos, r0
