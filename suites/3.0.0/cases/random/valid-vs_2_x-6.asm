// case: random/valid/vs_2_x/6 (validate)
// expect: valid
// case: random/assemble/vs_2_x/6 (assemble)
// expect: the tokens of valid-vs_2_x-6.bin
// origin: random seed 1 vs_2_x #6
vs_2_x
defb b6, false
dcl_position v1
defi i2, 2, 2, 1, 0
defb b15, false
def c17, 206468400000000.0, 4.0, -2.0, 5.9116217e-28
defi i10, 4, 2, 2, 0
dcl_blendindices3 v3
lrp r8.zw, c0, -v3.wwwx, v3.zwxw
exp r21, -c0.x
if b0
    logp r21.z, c2.z
    lit r21, c255.xwzy
    mul r24, c2, -r21.zxwy
    m4x3 r15.xyz, r21.wzwy, c81
    mul r15, -v1, -r21
    sge r25.yz, -v1, c1
    loop aL, i2
        dp4 r14, v1, -c0.zzx
    endloop
endif
mad oPos, c255, v1, r21.xzyw
add oT2, c3.xyyx, v3.wxwx
mul oT4.x, -r21.xzxw, -r8.wwy
mov oFog, c3.z
