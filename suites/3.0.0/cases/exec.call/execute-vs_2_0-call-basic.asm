// case: exec.call/execute/vs_2_0/call-basic (execute)
// expect: the outputs of execute-vs_2_0-call-basic.outputs.json (tolerance 5.960464477539063e-7)
// origin: execute call {inputs: basic}
vs_2_0
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r1
call l0
mov oPos, r0
ret
label l0
add r0, r0, r2
ret
