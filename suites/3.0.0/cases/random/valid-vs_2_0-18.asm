// case: random/valid/vs_2_0/18 (validate)
// expect: valid
// case: random/assemble/vs_2_0/18 (assemble)
// expect: the tokens of valid-vs_2_0-18.bin
// origin: random seed 1 vs_2_0 #18
vs_2_0
defb b11, true
def c51, 0.125, -1.0, 0.125, 0.125
dcl_texcoord5 v15
defb b10, true
dcl_position v3
defi i5, 2, 1, 2, 0
lit r11.xy, c0.zzyx
lit r4, c2.yzzx
call l8
call l1
min r3.yw, c255, v15.xzxw
exp r7, -c0.y
lrp r2, c3, r7, r7
expp r4, c3.w
add r4.z, c255.xz, -r2.zzxy
dp3 r0, -v3.wxzw, -c0
mul r6, v15, -r0.ywxw
if b4
    max r10, c2, r0
    log r3, r0.w
    log r5, r3.x
    m4x3 r10.xyz, -v3.yzwy, c47
    lit r5, r7
    if b4
        expp r7, r10.z
        m3x4 r10, r6.yxwx, c182
        pow r5, r11.y, -r10.w
        loop aL, i5
            abs r1.w, -c1
            add r10, -c3, r6.xzzx
            slt r0.xyz, r3, r10
            mul r1.x, -r10, r4.xxwy
            logp r1, r3.x
            mul r2.y, r4, r4.xwxw
            sub r2, -v15, -v15.yyyw
            mul r5, r2, r2.zwxz
            abs r0, -c0.wzwy
        endloop
    endif
endif
add oPos, -r11.xxyx, -c1.xxwx
max oT1, -v15, -r4
mad oT5.x, -c2, v3.zwyx, -v3.wzx
ret
label l8
dp4 r11, c2, -r4
mova a0.x, r11
sincos r8.x, -r11.y, c254, c255
ret
label l1
dst r11, c2.xywy, r4.wz
logp r11.w, v3.w
mul r0, -r11, c3.zxzx
slt r11, r4, c255
max r9.yz, -r0.ywxz, c3
ret
