import type { Messages } from '@nahbar/contracts';

interface EmojiCategory {
  /** The category's name in the catalogue (chat spec §2 lists them). */
  name: keyof Messages['emoji'];
  /** Shown on the category's tab. */
  icon: string;
  emoji: readonly string[];
}

const list = (text: string): readonly string[] => text.split(' ');

/**
 * The picker's seven categories (chat spec §2) with a curated set each: the emoji people
 * reach for in chat, not the whole Unicode table.
 */
export const EMOJI_CATEGORIES: readonly EmojiCategory[] = [
  {
    name: 'smileys',
    icon: '😀',
    emoji: list(
      '😀 😃 😄 😁 😆 😅 😂 🤣 😊 😇 🙂 😉 😌 😍 🥰 😘 😋 😛 😜 🤪 😎 🤩 🥳 😏 😒 😔 😢 😭 😤 😡 🤯 😳 🥺 😱 🤔 🤗 🤭 😴 🙄 😬 👋 👍 👎 👏 🙌 🙏 💪 🤝 ✌️ 🤞 👌 🫶',
    ),
  },
  {
    name: 'animals',
    icon: '🐶',
    emoji: list(
      '🐶 🐱 🐭 🐹 🐰 🦊 🐻 🐼 🐨 🐯 🦁 🐮 🐷 🐸 🐵 🐔 🐧 🐦 🦆 🦉 🐴 🦄 🐝 🦋 🐌 🐞 🐢 🐍 🐙 🐬 🐳 🦈 🌲 🌳 🌴 🌵 🌷 🌹 🌻 🌼 🍀 🍁 🍂 🌈 ☀️ 🌙 ⭐ ❄️ 🔥 💧',
    ),
  },
  {
    name: 'food',
    icon: '🍕',
    emoji: list(
      '🍏 🍎 🍐 🍊 🍋 🍌 🍉 🍇 🍓 🍒 🍑 🥭 🍍 🥥 🥝 🍅 🥑 🥦 🥕 🌽 🥨 🥐 🍞 🧀 🥚 🥓 🍔 🍟 🍕 🌭 🥪 🌮 🍝 🍜 🍣 🍰 🎂 🍫 🍩 🍪 🍦 ☕ 🍵 🍺 🍻 🥂 🍷 🥤',
    ),
  },
  {
    name: 'activities',
    icon: '⚽',
    emoji: list(
      '⚽ 🏀 🏈 ⚾ 🎾 🏐 🏉 🎱 🏓 🏸 🏒 ⛳ 🏹 🎣 🥊 🎽 ⛷️ 🏂 🏋️ 🤸 🚴 🏊 🧗 🧘 🏆 🥇 🥈 🥉 🎯 🎳 🎮 🎲 🧩 🎨 🎭 🎤 🎧 🎸 🎹 🎷 🎺 🎻 🥁 🎬 🎉 🎊',
    ),
  },
  {
    name: 'travel',
    icon: '✈️',
    emoji: list(
      '🚗 🚕 🚌 🚎 🏎️ 🚓 🚑 🚒 🚲 🛴 🏍️ 🚂 🚆 🚇 🚊 🚠 ✈️ 🚀 🛸 🚁 ⛵ 🚤 🚢 ⚓ 🗺️ 🧭 🏔️ ⛰️ 🏕️ 🏖️ 🏝️ 🏠 🏡 🏢 🏰 🏟️ 🗼 🗽 ⛪ 🕌 ⛲ 🎡 🎢 🌆 🌃 🌉 🌅',
    ),
  },
  {
    name: 'objects',
    icon: '💡',
    emoji: list(
      '⌚ 📱 💻 ⌨️ 🖥️ 🖨️ 📷 📸 📹 🎥 📞 ☎️ 📺 📻 ⏰ ⌛ 💡 🔦 🕯️ 💸 💰 💳 💎 🔧 🔨 🔑 🔒 🔓 🎁 🎈 📦 ✉️ 📅 📌 📎 ✏️ 📝 📚 🔍 ✅ ❌ ❓ ❗ ⚠️ 💯 🔔 🎵 ♻️',
    ),
  },
  {
    name: 'flags',
    icon: '❤️',
    emoji: list(
      '❤️ 🧡 💛 💚 💙 💜 🖤 🤍 🤎 💔 ❣️ 💕 💞 💓 💗 💖 💘 💝 💟 🇩🇪 🇦🇹 🇨🇭 🇪🇺 🇱🇮 🇮🇹 🇫🇷 🇪🇸 🇵🇹 🇳🇱 🇧🇪 🇵🇱 🇨🇿 🇬🇧 🇮🇪 🇺🇸 🇹🇷 🇬🇷 🇺🇦 🏳️‍🌈 🏁 🚩',
    ),
  },
];
