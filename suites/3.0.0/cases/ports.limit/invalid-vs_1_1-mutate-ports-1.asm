// case: ports.limit/invalid/vs_1_1/mutate-ports-1 (validate)
// expect: invalid [ports.limit]
// origin: mutator ports on random seed 1 vs_1_1 #1
vs_1_1
dcl_position v10
def c44, 0.125, -0.5, 1.0, 1.4315377e-35
def c46, 1.8905607e24, 1.0, -2.0, 222317200000.0
def c24, 0.5, 3.5902553e21, -0.5, -2.0
dcl_normal15 v12
dcl_blendweight13 v11
dcl_binormal13 v3
def c50, 2.0, 0.5, 1.0, 0.0
mov a0.x, c0.w
mul oPos, v10, c4[a0.x]
mad oD0.yz, c1, v10.xxwy, c1
add r0, c0, c1
