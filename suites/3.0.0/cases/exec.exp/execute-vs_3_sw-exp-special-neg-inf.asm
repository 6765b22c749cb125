// case: exec.exp/execute/vs_3_sw/exp-special-neg-inf (execute)
// expect: the outputs of execute-vs_3_sw-exp-special-neg-inf.outputs.json (tolerance 1.9073486328125e-6)
// origin: execute exp-special {inputs: neg-inf}
vs_3_sw
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
exp r0, r1.x
mov o0, r0
