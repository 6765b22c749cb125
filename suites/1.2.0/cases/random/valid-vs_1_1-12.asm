// case: random/valid/vs_1_1/12 (validate)
// expect: valid
// case: random/assemble/vs_1_1/12 (assemble)
// expect: the tokens of valid-vs_1_1-12.bin
// origin: random seed 1 vs_1_1 #12
vs_1_1
def c62, 4.0, 0.0, 6.6532506e24, 0.25
def c53, 2.0, 0.125, 0.25, 0.0
dcl_binormal8 v8
dcl_position v13
def c54, 0.5, 0.25, -7.175919e-17, 2.0
def c16, -178758.69, -2.0, 2.0, -2.0
dcl_normal3 v7
expp r4, -v7.x
lit r2, c3
mul oPos, c2, -r2.xxw
add oD0.yzw, -v7.xxyx, c1
mad oT1.xyz, v7.wxwx, r2, -c2
mov oT5.x, -v13.wyzw
min oT7.xy, r2, -c3.zwx
mov oFog, c255.y
