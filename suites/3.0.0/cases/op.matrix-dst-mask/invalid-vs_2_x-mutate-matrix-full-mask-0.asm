// case: op.matrix-dst-mask/invalid/vs_2_x/mutate-matrix-full-mask-0 (validate)
// expect: invalid [op.matrix-dst-mask]
// origin: mutator matrix-full-mask on random seed 1 vs_2_x #0
vs_2_x
defb b13, true
dcl_blendindices6 v1
def c4, 2.0, 0.125, 0.5, 0.25
dcl_position v6
def c29, 4.0, 0.5, 8.1647863e-7, 1.1462124e21
defi i8, 4, 0, 2, 0
dcl_blendindices15 v0
defi i6, 4, 2, 1, 0
slt r4, -v1, -c255
add r28, -r4, -c0.yyw
m3x4 r18, r4, c109
abs r27, c255
loop aL, i6
endloop
mul oPos, -c255.wzyz, -r18.ywx
mov oD1.xyz, r18.yxxy
min oT3.xyz, c1, v6.ywyx
min oT5.x, v0, -r28
mov oFog, v0.z
mov oPts, c1.z
m3x3 r0, c0, c0
