// case: random/valid/vs_1_1/6 (validate)
// expect: valid
// case: random/assemble/vs_1_1/6 (assemble)
// expect: the tokens of valid-vs_1_1-6.bin
// origin: random seed 1 vs_1_1 #6
vs_1_1
dcl_texcoord8 v0
def c14, 2.0, -1.4479891e-11, 1.074134e17, 0.25
def c29, 0.5, 1.3784909e-36, 2.0, 1.0
dcl_position v8
dcl_texcoord2 v15
dcl_normal11 v12
def c61, 2.0, 0.0, -0.011287865, 1.0
exp r3, c3.z
add r6.w, -c3.xxzw, v8.xyzx
rcp r4, c2.z
add oPos, r3, -r3
min oD0.zw, c1, r3
max oT5.x, c255.xyx, c255
mul oT6.xyz, -r3, -v12.zy
mov oFog, v8.y
mov oPts, c2.w
