// case: random/valid/vs_2_x/8 (validate)
// expect: valid
// case: random/assemble/vs_2_x/8 (assemble)
// expect: the tokens of valid-vs_2_x-8.bin
// origin: random seed 1 vs_2_x #8
vs_2_x
dcl_fog10 v13
def c46, -1.0, 0.25, 0.5, 1.0
def c56, 1.0, 14.186448, -1.0, 1.0
dcl_texcoord10 v10
defi i10, 3, 3, 1, 0
def c6, 0.125, -2.0, 0.25, 1.0
dcl_blendweight15 v11
dcl_position v3
def c7, 1.0, -1.0, 1.0, -1.597828e26
defb b5, false
defi i7, 2, 0, 1, 0
max r31, c255, v10
mov r16, c0
log r14, v10.z
min oPos, v11.xxwz, r31.wxwz
max oD0.xyz, c1.xwzx, -v10
max oT0.x, -v3.xzwx, v3.yyzx
mad oT1.x, v11, c3, v11.zw
mad oT2.x, r31, c255, -v11
mov oFog, v13.y
mov oPts, c3.z
