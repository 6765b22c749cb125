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
crs r31.z, v13, c0
mad r6, v13.xxwx, c0.wwx, -c0.wwyz
dp4 r1, r6, c1
mul oPos, v11.xzw, c1.zxyw
mul oD0.xyz, v13, c2
mad oT0.x, v10, c2, v10.zw
mad oT1.x, c0, v3, -c2
mad oT2.x, c0.yywx, r1.yz, r6
mov oFog, r1.y
mov oPts, -v10.z
